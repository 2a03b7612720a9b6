"""The open prompt as a panel whose only clickable choices are the engine's legal ones.

Every prompt kind has an editor: ``choose`` lists its options; ``ships`` and ``place`` count ships per
location; ``cards`` toggles cards; ``invite`` toggles seats; ``deal`` builds an offer. The confirm button
is enabled only when the answer has the shape the prompt asks for; the engine still validates it, and a
refusal is shown on the panel without changing anything.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from game import describe
from game.cards.catalog import CARD_NAME
from game.errors import IllegalAction
from game.prompts import CARDS, CHOOSE, DEAL, INVITE, PLACE, SHIPS, Prompt
from game.ui import theme
from game.ui.hud import panel
from game.ui.table_state import TableState
from game.ui.widgets import Button

NUMBER_KEYS = [
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_4,
    pygame.K_5,
    pygame.K_6,
    pygame.K_7,
    pygame.K_8,
    pygame.K_9,
]
PAGE = 8


class PromptPanel:
    """Shows the prompt of the seat at the screen and sends its answer through ``submit``."""

    def __init__(self, table: TableState, submit: Callable[[int, dict[str, Any]], None]) -> None:
        self.table = table
        self.submit = submit
        self.prompt: Prompt | None = None
        self.buttons: list[Button] = []
        self.page = 0
        self.counts: dict[Any, int] = {}
        self.picked: list[Any] = []
        self.side: str | None = None
        self.deal: dict[str, Any] = {}

    # -- state --------------------------------------------------------------------------------------
    def show(self, prompt: Prompt | None) -> None:
        """Show ``prompt`` (None: nothing to answer here)."""
        if prompt is not None and self.prompt is not None and prompt.id == self.prompt.id:
            return
        self.prompt = prompt
        self.page = 0
        self.counts = {}
        self.picked = []
        self.side = None
        self.deal = {"mine": [], "theirs": 0, "give": None, "get": None}
        if prompt is not None and prompt.kind == SHIPS and prompt.spec.get("sides"):
            self.side = prompt.spec["sides"][0]
        self.table.message = None

    def send(self, action: dict[str, Any]) -> None:
        """Answer the prompt; a refusal is shown and changes nothing."""
        if self.prompt is None:
            return
        act = dict(action)
        act["prompt"] = self.prompt.id
        try:
            self.submit(self.prompt.seat, act)
        except IllegalAction as exc:
            self.table.message = f"Not allowed: {exc}"
            return
        self.table.play_sound("click")

    # -- building the panel ---------------------------------------------------------------------------
    def _layout_buttons(self) -> None:
        self.buttons = []
        p = self.prompt
        if p is None:
            return
        build = {
            CHOOSE: self._choose,
            SHIPS: self._ships,
            PLACE: self._place,
            CARDS: self._cards,
            INVITE: self._invite,
            DEAL: self._deal,
        }.get(p.kind)
        if build is not None:
            build(p)

    def _grid(
        self,
        labels: Sequence[tuple[str, Callable[..., None], bool, bool]],
        top: int,
        cols: int = 2,
        keys: bool = True,
    ) -> int:
        rect = self.table.layout.prompt
        gap = 6
        bw = (rect.w - 20 - gap * (cols - 1)) // cols
        bh = 34
        for i, (label, fn, enabled, selected) in enumerate(labels):
            r, c = divmod(i, cols)
            b = Button(
                pygame.Rect(rect.x + 10 + c * (bw + gap), top + r * (bh + gap), bw, bh),
                label,
                fn,
                enabled,
                NUMBER_KEYS[i] if keys and i < len(NUMBER_KEYS) else None,
                selected,
                15,
            )
            self.buttons.append(b)
        rows = (len(labels) + cols - 1) // cols
        return top + rows * (bh + gap)

    def _content_top(self) -> int:
        return self.table.layout.prompt.y + 58

    def _choose(self, p: Prompt) -> None:
        name = self.table.name
        per = self.table.session.config.planets_per_player
        opts = list(p.options)
        start = self.page * PAGE
        shown = opts[start : start + PAGE]
        labels = [(describe.option_label(o, name, per), self._sender(o), True, False) for o in shown]
        bottom = self._grid(labels, self._content_top())
        if len(opts) > PAGE:
            self._nav(bottom, len(opts))

    def _nav(self, top: int, total: int) -> None:
        rect = self.table.layout.prompt
        pages = (total + PAGE - 1) // PAGE

        def move(d: int) -> Callable[[], None]:
            def go() -> None:
                self.page = (self.page + d) % pages

            return go

        self.buttons.append(
            Button(pygame.Rect(rect.x + 10, top, 80, 26), "< prev", move(-1), key=pygame.K_LEFT)
        )
        self.buttons.append(
            Button(pygame.Rect(rect.right - 90, top, 80, 26), "next >", move(1), key=pygame.K_RIGHT)
        )

    def _sender(self, option: dict[str, Any]) -> Callable[[], None]:
        return lambda: self.send(dict(option))

    def _counter_rows(self, items: list[tuple[Any, int, str]], top: int) -> int:
        rect = self.table.layout.prompt
        cols = 2
        cw = (rect.w - 20) // cols
        for i, (loc, avail, label) in enumerate(items):
            r, c = divmod(i, cols)
            x = rect.x + 10 + c * cw
            y = top + r * 30
            have = self.counts.get(loc, 0)

            def bump(loc: Any = loc, d: int = 0, avail: int = avail) -> None:
                self.counts[loc] = max(0, min(avail, self.counts.get(loc, 0) + d))

            self.buttons.append(Button(pygame.Rect(x, y, 26, 26), "-", partial(bump, loc, -1), have > 0))
            self.buttons.append(
                Button(
                    pygame.Rect(x + 28, y, cw - 62, 26),
                    f"{label}: {have}/{avail}",
                    partial(bump, loc, 1),
                    have < avail,
                    size=14,
                )
            )
            self.buttons.append(
                Button(pygame.Rect(x + cw - 32, y, 26, 26), "+", partial(bump, loc, 1), have < avail)
            )
        rows = (len(items) + cols - 1) // cols
        return top + rows * 30 + 4

    def _confirm(
        self, top: int, ok: bool, action: Callable[[], dict[str, Any]], label: str = "Confirm"
    ) -> None:
        rect = self.table.layout.prompt
        self.buttons.append(
            Button(
                pygame.Rect(rect.right - 170, min(top, rect.bottom - 38), 160, 32),
                label,
                lambda: self.send(action()),
                ok,
                pygame.K_RETURN,
            )
        )

    def _ships(self, p: Prompt) -> None:
        spec = p.spec
        name = self.table.name
        per = self.table.session.config.planets_per_player
        items = [(loc, avail, describe.location(loc, name, per)) for loc, avail in spec["sources"]]
        top = self._content_top()
        sides = spec.get("sides")
        if sides:
            labels = [
                (f"join the {s}", partial(setattr, self, "side", s), True, self.side == s) for s in sides
            ]
            top = self._grid(labels, top, cols=len(labels), keys=False)
        top = self._counter_rows(items, top)
        total = sum(self.counts.values())
        ok = spec["min"] <= total <= spec["max"]

        def answer() -> dict[str, Any]:
            out: dict[str, Any] = {
                "type": spec["type"],
                "ships": [[k, v] for k, v in self.counts.items() if v],
            }
            if sides:
                out["side"] = self.side
            return out

        self._confirm(top, ok, answer, f"Confirm {total} (need {spec['min']}-{spec['max']})")
        if spec.get("decline"):
            rect = self.table.layout.prompt
            self.buttons.append(
                Button(
                    pygame.Rect(rect.x + 10, min(top, rect.bottom - 38), 140, 32),
                    "Stay out",
                    lambda: self.send({"type": "decline"}),
                    key=pygame.K_ESCAPE,
                )
            )

    def _place(self, p: Prompt) -> None:
        spec = p.spec
        name = self.table.name
        per = self.table.session.config.planets_per_player
        items = [(pl, spec["count"], describe.location(pl, name, per)) for pl in spec["planets"]]
        top = self._counter_rows(items, self._content_top())
        total = sum(self.counts.values())
        self._confirm(
            top,
            total == spec["count"],
            lambda: {"type": "place", "ships": [[k, v] for k, v in self.counts.items() if v]},
            f"Place {total} of {spec['count']}",
        )

    def _cards(self, p: Prompt) -> None:
        spec = p.spec
        if "groups" in spec:
            groups: list[list[int]] = spec["groups"]
            labels = []
            for g in groups:
                for c in g:
                    labels.append((CARD_NAME[c], partial(self._pick_in_group, c, g), True, c in self.picked))
            top = self._grid(labels, self._content_top(), cols=3, keys=False)
            ok = len(self.picked) == len(groups)
            self._confirm(top, ok, lambda: {"type": spec["type"], "cards": list(self.picked)})
            return
        count = spec["count"]
        low = spec.get("min", count)
        labels = [
            (CARD_NAME[c], partial(self._toggle, c, count), True, c in self.picked) for c in spec["from"]
        ]
        top = self._grid(labels, self._content_top(), cols=3, keys=False)
        ok = low <= len(self.picked) <= count
        self._confirm(
            top,
            ok,
            lambda: {"type": spec["type"], "cards": list(self.picked)},
            f"Confirm {len(self.picked)} of {count}",
        )

    def _toggle(self, item: Any, limit: int) -> None:
        if item in self.picked:
            self.picked.remove(item)
        elif len(self.picked) < limit:
            self.picked.append(item)

    def _pick_in_group(self, card: int, group: list[int]) -> None:
        self.picked = [c for c in self.picked if c not in group] + [card]

    def _invite(self, p: Prompt) -> None:
        cands = p.spec["candidates"]
        labels = [
            (self.table.name(s), partial(self._toggle, s, len(cands)), True, s in self.picked) for s in cands
        ]
        top = self._grid(labels, self._content_top(), cols=3)
        self._confirm(
            top, True, lambda: {"type": "invite", "seats": list(self.picked)}, f"Invite {len(self.picked)}"
        )

    def _deal(self, p: Prompt) -> None:
        spec = p.spec
        top = self._content_top()
        d = self.deal
        mine = [
            (CARD_NAME[c], partial(self._toggle_deal_card, c), True, c in d["mine"]) for c in spec["my_cards"]
        ]
        top = self._grid(mine, top, cols=4, keys=False)
        rect = self.table.layout.prompt

        def cycle(key: str, values: list[Any]) -> Callable[[], None]:
            def go() -> None:
                seq = [None, *values]
                d[key] = seq[(seq.index(d[key]) + 1) % len(seq)]

            return go

        per = self.table.session.config.planets_per_player
        name = self.table.name
        give = "none" if d["give"] is None else describe.location(d["give"], name, per)
        get = "none" if d["get"] is None else describe.location(d["get"], name, per)
        extra = [
            (
                f"they give {d['theirs']} cards",
                lambda: d.__setitem__("theirs", (d["theirs"] + 1) % (min(3, spec["other_hand"]) + 1)),
                True,
                False,
            ),
            (
                f"I give colony: {give}",
                cycle("give", spec["give_colonies"]),
                bool(spec["give_colonies"]),
                False,
            ),
            (f"I get colony: {get}", cycle("get", spec["get_colonies"]), bool(spec["get_colonies"]), False),
        ]
        top = self._grid(extra, top, cols=3, keys=False)
        y = min(top, rect.bottom - 38)
        me = spec["role"]
        them = "defense" if me == "offense" else "offense"

        def terms() -> dict[str, Any]:
            return {
                "type": "deal_propose",
                "terms": {
                    me: {"cards": list(d["mine"]), "count": 0, "kind": None, "colony": d["give"]},
                    them: {"cards": [], "count": d["theirs"], "kind": None, "colony": d["get"]},
                },
            }

        w = (rect.w - 30) // 3
        self.buttons.append(
            Button(
                pygame.Rect(rect.x + 10, y, w, 32), "Propose", lambda: self.send(terms()), key=pygame.K_RETURN
            )
        )
        self.buttons.append(
            Button(
                pygame.Rect(rect.x + 15 + w, y, w, 32),
                "Accept their offer",
                lambda: self.send({"type": "deal_accept"}),
                bool(spec["can_accept"]),
                pygame.K_a,
            )
        )
        self.buttons.append(
            Button(
                pygame.Rect(rect.x + 20 + 2 * w, y, w, 32),
                "Walk away",
                lambda: self.send({"type": "deal_fail"}),
                key=pygame.K_ESCAPE,
            )
        )

    def _toggle_deal_card(self, card: int) -> None:
        mine = self.deal["mine"]
        if card in mine:
            mine.remove(card)
        else:
            mine.append(card)

    # -- frame --------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Clicks and shortcuts on the panel's buttons."""
        if self.prompt is None:
            return False
        return any(b.handle(event) for b in list(self.buttons))

    def draw(self, surf: pygame.Surface) -> None:
        """The panel, its title and its buttons."""
        rect = self.table.layout.prompt
        p = self.prompt
        top = panel(surf, rect)
        if p is None:
            self.buttons = []
            waiting = self.table.shown.get("waiting_on") or []
            note = "Waiting for " + ", ".join(self.table.name(s) for s in waiting) if waiting else ""
            surf.blit(theme.text(note, 18, theme.MUTED), (rect.x + 12, top + 4))
            return
        self._layout_buttons()
        colour = self.table.colour(p.seat)
        theme.draw_symbol(surf, colour, (rect.x + 18, top + 14), 9)
        t = theme.text(f"{self.table.name(p.seat)}: {describe.title(p)}", 22, theme.rgb(colour), bold=True)
        surf.blit(t, (rect.x + 34, top + 2))
        if self.table.message:
            m = theme.text(self.table.message[:90], 15, theme.BAD)
            surf.blit(m, (rect.x + 12, top + 28))
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)
