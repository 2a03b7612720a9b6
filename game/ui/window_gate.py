"""Hot-seat play windows without giving anyone away.

The engine asks only the seats that hold something playable in a window. At a shared screen, a curtain
for just those people would tell the room who holds what, so when several people share the screen every
window that needs one of them stops at a gate: "Anyone want to play?" with a button for every person
here, whether or not they can play, and "Everyone passes". A person who asks to act gets the curtain; if
they have nothing to play they are told so privately and go back to the gate.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.ui import theme
from game.ui.hud import panel
from game.ui.session import Batch
from game.ui.table_state import TableState
from game.ui.widgets import Button

WINDOW = "window"


class WindowGate:
    """The shared 'anyone?' step in front of play-window prompts when several people share the screen."""

    def __init__(self, table: TableState, on_batch: Callable[[Batch], None]) -> None:
        self.table = table
        self.on_batch = on_batch  # the table scene logs and stages the passes' events
        self.chosen: int | None = None  # the person who asked to act, once the gate is passed
        self.nothing_for: int | None = None  # that person has no prompt: say so, privately
        self.buttons: list[Button] = []

    def needed(self) -> bool:
        """Is a play window waiting on someone here, with more than one person at the screen?"""
        session = self.table.session
        if len(session.humans) < 2 or session.bot_prompts():
            return False
        prompts = session.human_prompts()
        return bool(prompts) and all(p.ctx == WINDOW for p in prompts)

    @property
    def showing(self) -> bool:
        """True while the gate itself or its private 'nothing to play' note is on the panel."""
        return (self.needed() and self.chosen is None) or self.nothing_for is not None

    def everyone_passes(self) -> None:
        """Pass every open window prompt of the people here."""
        session = self.table.session
        for p in session.human_prompts():
            if p.ctx == WINDOW:
                self.on_batch(session.submit(p.seat, {"type": "pass", "prompt": p.id}))
        self.chosen = None

    def ask_to_act(self, seat: int) -> None:
        """``seat`` wants to act in this window."""
        self.chosen = seat

    def answered(self) -> None:
        """The chosen person answered (or had nothing): back to the gate if others still wait."""
        self.chosen = None
        self.nothing_for = None

    def handle(self, event: pygame.event.Event) -> bool:
        """Clicks on the gate's buttons."""
        return any(b.handle(event) for b in list(self.buttons))

    def draw(self, surf: pygame.Surface) -> None:
        """The gate panel in the prompt area."""
        rect = self.table.layout.prompt
        top = panel(surf, rect)
        self.buttons = []
        if self.nothing_for is not None:
            who = self.table.name(self.nothing_for)
            surf.blit(
                theme.text(f"{who}: nothing you can play right now.", 22, theme.TEXT, bold=True),
                (rect.x + 12, top + 4),
            )
            self.buttons.append(
                Button(
                    pygame.Rect(rect.x + 12, top + 44, 200, 34),
                    "Back to the table",
                    self.answered,
                    key=pygame.K_RETURN,
                )
            )
        else:
            window = str(self.table.shown.get("play_window") or "").replace("_", " ")
            title = f"Play window{': ' + window if window else ''}. Anyone want to play?"
            surf.blit(theme.text(title, 22, theme.ACCENT, bold=True), (rect.x + 12, top + 4))
            humans = self.table.session.humans
            gap = 6
            bw = (rect.w - 24 - gap * (len(humans) - 1)) // max(1, len(humans))
            for i, seat in enumerate(humans):
                r = pygame.Rect(rect.x + 12 + i * (bw + gap), top + 40, bw, 36)
                self.buttons.append(
                    Button(
                        r, f"{self.table.name(seat)}: I want to act", partial(self.ask_to_act, seat), size=15
                    )
                )
            self.buttons.append(
                Button(
                    pygame.Rect(rect.x + 12, top + 86, rect.w - 24, 36),
                    "Everyone passes",
                    self.everyone_passes,
                    key=pygame.K_p,
                )
            )
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
