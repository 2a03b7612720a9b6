"""Play windows at a shared screen, paced so that nobody learns who holds what.

The engine asks only the seats that can play something in a window, and who that is is a secret. A screen
shared by several people therefore never lets the engine's list decide when it stops. Instead it pauses
alike at every play window the turn reaches, asked or not (the session reports each as a *hold*, at its
place among the events; runs of holds with nothing public between them are one pause). Each pause is a
short countdown with a button per person ("I want to play") and "Everyone passes"; when it runs out, the
people's open window prompts are passed for them. Whoever asks to play gets the curtain: their window
prompt if they have one, or a private "nothing you can play here" if not. The pattern of pauses is a
function of the public game alone, so it tells the room nothing. See docs/ui.md, "Play windows".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from game import describe
from game.events import Event
from game.ui import theme
from game.ui.hud import panel
from game.ui.session import Batch
from game.ui.table_state import TableState
from game.ui.widgets import Button

WINDOW = "window"
DIGIT_KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8]


@dataclass
class Hold:
    """One pause of the shared screen: the play window the turn reached."""

    window: str
    target: int
    left: float = 0.0  # seconds of the countdown still to run
    full: float = 0.0  # the countdown's length (0: no countdown, the pause waits for a click)


Staged = list[Event] | Hold  # what the table stages in order: runs of events and the pauses between them


def split(batch: Batch) -> list[Staged]:
    """The batch's events cut at its holds, in order. A hold with no public event since the pause before
    it is that same pause (private events go before it): the pauses follow the public game only."""
    out: list[Staged] = []
    start = 0
    for window, target, index in batch.holds:
        segment = batch.events[start:index]
        start = index
        last = out[-1] if out else None
        if isinstance(last, Hold) and not any(e.to is None for e in segment):
            if segment:
                out.insert(len(out) - 1, segment)
            last.window, last.target = window, target
            continue
        if segment:
            out.append(segment)
        out.append(Hold(window, target))
    rest = batch.events[start:]
    if rest:
        out.append(rest)
    return out


class WindowGate:
    """The shared 'anyone want to play?' pause of a screen with several people."""

    def __init__(self, table: TableState, on_batch: Callable[[Batch], None]) -> None:
        self.table = table
        self.on_batch = on_batch  # the table scene logs and stages the passes' events
        self.hold: Hold | None = None  # the pause on screen, if any
        self.chosen: int | None = None  # the person who asked to play, until they have answered
        self.nothing_for: int | None = None  # that person has no prompt here: told so, privately
        self.buttons: list[Button] = []
        self.ended = False  # someone pressed "Everyone passes"

    @property
    def shared(self) -> bool:
        """Several people share this screen (only then do windows pause)."""
        return len(self.table.session.humans) >= 2

    @property
    def showing(self) -> bool:
        """True while the gate or its private note is on the prompt panel (a chosen person's own window
        prompt is on the ordinary panel instead)."""
        return self.nothing_for is not None or (self.hold is not None and self.chosen is None)

    def start(self, hold: Hold, seconds: float) -> None:
        """Pause here for ``seconds`` (0: until someone clicks)."""
        hold.left = hold.full = max(0.0, seconds)
        self.hold = hold
        self.ended = False
        self.chosen = None
        self.nothing_for = None

    def tick(self, dt: float, last: bool) -> bool:
        """Run the countdown (not while a person is acting); True once the pause is over. ``last``: the
        engine is stopped at this window (nothing staged after it), so open window prompts are passed."""
        hold = self.hold
        if hold is None:
            return True
        if self.chosen is not None or self.nothing_for is not None:
            return False
        if not self.ended:
            if hold.full <= 0:
                return False
            hold.left -= dt
            if hold.left > 0:
                return False
        self.finish(last)
        return True

    def finish(self, last: bool) -> None:
        """End the pause: the people's open window prompts are passed (if the engine waits at it)."""
        self.hold = None
        self.chosen = None
        self.nothing_for = None
        if last:
            self.pass_all()

    def pass_all(self) -> None:
        """Pass every open window prompt of the people here."""
        session = self.table.session
        for p in session.human_prompts():
            if p.ctx == WINDOW and session.prompt_open(p):
                self.on_batch(session.submit(p.seat, {"type": "pass", "prompt": p.id}))

    def everyone_passes(self) -> None:
        """The 'Everyone passes' button: the pause ends now."""
        self.ended = True

    def ask_to_act(self, seat: int) -> None:
        """``seat`` wants to play in this window (the table raises the curtain for them)."""
        self.chosen = seat

    def answered(self) -> None:
        """The chosen person answered, or read that they had nothing: the countdown goes on."""
        self.chosen = None
        self.nothing_for = None

    def handle(self, event: pygame.event.Event) -> bool:
        """Clicks and keys on the gate's buttons."""
        return any(b.handle(event) for b in list(self.buttons))

    def draw(self, surf: pygame.Surface) -> None:
        """The gate (or the private note) in the prompt area."""
        rect = self.table.layout.prompt
        top = panel(surf, rect)
        self.buttons = []
        u = theme.px  # fixed sizes at the reference window, scaled to this one
        size = 22 if rect.w >= u(420) else 18
        if self.nothing_for is not None:
            who = self.table.name(self.nothing_for)
            surf.blit(
                theme.text(f"{who}: nothing you can play here.", size, theme.TEXT, bold=True),
                (rect.x + u(12), top + u(4)),
            )
            self.buttons.append(
                Button(
                    pygame.Rect(rect.x + u(12), top + u(44), min(u(260), rect.w - u(24)), u(34)),
                    "Back to the table",
                    self.answered,
                    key=pygame.K_RETURN,
                )
            )
        elif self.hold is not None:
            hold = self.hold
            words = describe.WINDOWS.get(hold.window, hold.window.replace("_", " "))
            title = f"Play window: {words}. Anyone want to play?"
            while size > 13 and theme.font(size, bold=True).size(title)[0] > rect.w - u(24):
                size -= 1
            surf.blit(theme.text(title, size, theme.ACCENT, bold=True), (rect.x + u(12), top + u(4)))
            bar_y = top + u(34)
            if hold.full > 0:
                frac = max(0.0, min(1.0, hold.left / hold.full))
                back = pygame.Rect(rect.x + u(12), bar_y, rect.w - u(24), u(6))
                pygame.draw.rect(surf, theme.PANEL_EDGE, back, border_radius=3)
                pygame.draw.rect(
                    surf, theme.ACCENT, (back.x, back.y, int(back.w * frac), back.h), border_radius=3
                )
            humans = self.table.session.humans
            gap = u(6)
            bw = (rect.w - u(24) - gap * (len(humans) - 1)) // max(1, len(humans))
            for i, seat in enumerate(humans):
                r = pygame.Rect(rect.x + u(12) + i * (bw + gap), bar_y + u(14), bw, u(36))
                key = DIGIT_KEYS[i] if i < len(DIGIT_KEYS) else None
                label = f"{self.table.name(seat)}: I want to play"
                self.buttons.append(Button(r, label, partial(self.ask_to_act, seat), key=key, size=15))
            self.buttons.append(
                Button(
                    pygame.Rect(rect.x + u(12), bar_y + u(58), rect.w - u(24), u(34)),
                    "Everyone passes",
                    self.everyone_passes,
                    key=pygame.K_p,
                )
            )
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
