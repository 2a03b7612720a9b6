"""The open prompt as a panel whose only clickable choices are the engine's legal ones.

Every prompt kind has an editor: ``choose`` lists its options; ``ships`` and ``place`` count ships per
location (+, -, all); ``cards`` toggles cards; ``invite`` toggles seats; ``deal`` builds an offer. Cards
the prompt lets you pick glow in the hand and can be clicked there (``attach_hand``); planets a prompt
names can be clicked on the board (``planet_clicked``, wired by the table scene). The confirm button is
enabled only when the answer has the shape the prompt asks for; the engine still validates it, and a
refusal is shown on the panel without changing anything.

Keys answer a prompt only through a button that shows the key on its face: number keys pick the numbered
options (or add a ship from a numbered source, or toggle a card or a seat; a page holds at most nine),
Enter confirms, P passes a play window, A accepts a deal, Esc presses only a button marked Esc ("Stay
out", "None", "Nobody", "Walk away"); anywhere else Esc is the table's (the pause menu). The arrow keys
turn pages. A key pressed while the table animates is kept for the prompt on the panel (``defer``) and
pressed once that prompt is shown again with the animation over.

The board asks ``clickable()`` what to make glow: the planets (and the gate or the warp) the prompt lets
you pick, each with the number its key has on the panel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game import describe
from game.cards.catalog import CARD_NAME
from game.errors import IllegalAction
from game.prompts import CARDS, CHOOSE, DEAL, INVITE, PLACE, SHIPS, Prompt
from game.ui import theme
from game.ui.board import Board
from game.ui.hand import PLAYABLE, SELECTED, Hand
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
HEADER = 50  # title and hint (sizes at the reference window: ``_scaled`` keeps them to the window's)
FOOTER = 38
BUTTON_H = 30
GAP = 5


def _scaled(k: float) -> None:
    global HEADER, FOOTER, BUTTON_H, GAP
    HEADER, FOOTER, BUTTON_H, GAP = round(50 * k), round(38 * k), round(30 * k), max(3, round(5 * k))


theme.on_scale(_scaled)


REQUIRED_TIP = "A hazard in play makes you invite this player: it is invited whatever you choose."
PARTNER_TIP = "Team Cosmic: your partner is always invited (it still decides whether to come)."


@dataclass
class Cell:
    """One entry of the panel's grid before it is laid out; ``place``: the planet (or other location) the
    board shows for it, if any."""

    label: str
    action: Callable[[], object]
    enabled: bool = True
    selected: bool = False
    place: Any = None
    tip: str = ""  # words shown while the mouse rests on its button (a tech's text)


def _fit(text: str, size: int, width: int) -> str:
    """``text`` cut at a word so that it fits ``width`` pixels on one line."""
    f = theme.font(size)
    if f.size(text)[0] <= width:
        return text
    words = text.split(" ")
    while len(words) > 1 and f.size(" ".join(words) + "...")[0] > width:
        words.pop()
    return " ".join(words).rstrip(".,;") + "..."


class PromptPanel:
    """Shows the prompt of the seat at the screen and sends its answer through ``submit``."""

    def __init__(self, table: TableState, submit: Callable[[int, dict[str, Any]], None]) -> None:
        self.table = table
        self.submit = submit
        self.prompt: Prompt | None = None
        self.buttons: list[Button] = []
        self.hover: list[tuple[pygame.Rect, str]] = []  # buttons' tips (rect, words), as laid out
        self.page = 0
        self.pages = 1
        self.counts: dict[Any, int] = {}
        self.picked: list[Any] = []
        self.side: str | None = None
        self.focus: int | None = None  # a hand card clicked that has several options: only those show
        self.deal: dict[str, Any] = {}
        self.hand: Hand | None = None
        self.places: dict[Any, int] = {}  # locations the laid-out buttons name -> their number key (1-9)
        self.laid: tuple[int, int] | None = None  # (prompt id, page) the buttons were last laid out for
        self.deferred: tuple[int, pygame.event.Event] | None = None  # (prompt id, a key kept for it)
        self._footer_x = 0

    # -- state --------------------------------------------------------------------------------------
    def attach_hand(self, hand: Hand) -> None:
        """Let the hand show (and take clicks on) the cards this panel's prompt lets you pick."""
        self.hand = hand
        hand.marks = self.card_marks

    def attach_board(self, board: Board) -> None:
        """Let the board make glow (and number) the places this panel's prompt lets you pick."""
        board.clickable = self.clickable

    def show(self, prompt: Prompt | None) -> None:
        """Show ``prompt`` (None: nothing to answer here). Shown again (the same prompt, the animation
        over), a key kept for it during the animation is pressed now."""
        if prompt is not None and self.prompt is not None and prompt.id == self.prompt.id:
            kept, self.deferred = self.deferred, None
            if kept is not None and kept[0] == prompt.id:
                self.handle(kept[1])
            return
        self.deferred = None
        self.prompt = prompt
        self.hover = []  # the last prompt's tips go with it (a kept tech's text is its owner's secret)
        self.page = 0
        self.counts = {}
        self.picked = []
        self.side = None
        self.focus = None
        self.deal = {"mine": [], "theirs": 0, "kind": None, "give": None, "get": None, "extra": {}}
        if prompt is not None and prompt.kind == SHIPS and prompt.spec.get("sides"):
            sides = prompt.spec["sides"]
            self.side = sides[0] if len(sides) == 1 else None
        if prompt is not None and prompt.kind == INVITE:  # seats the engine requires come ticked (a hazard)
            self.picked = list(prompt.spec.get("required", ()))
        if prompt is not None:
            self.table.message = None

    def send(self, action: dict[str, Any]) -> bool:
        """Answer the prompt; a refusal is shown on the panel and changes nothing. True if accepted."""
        if self.prompt is None:
            return False
        act = dict(action)
        act["prompt"] = self.prompt.id
        try:
            self.submit(self.prompt.seat, act)
        except IllegalAction as exc:
            self.table.message = f"Not allowed: {exc.reason}"
            self.table.play_sound("error")
            return False
        self.table.play_sound("click")
        return True

    @property
    def rect(self) -> pygame.Rect:
        """Where the panel is drawn: its place in the layout, grown upwards if a deal needs more room."""
        base = self.table.layout.prompt
        p = self.prompt
        notes = self._alien_lines(p, base.w) if p is not None and p.kind == CHOOSE else []
        if notes and p is not None:  # choosing an alien: room for what each one does, never cut
            rows = -(-len(p.options) // self._cols([self._label(o) for o in p.options]))
            need = HEADER + rows * (BUTTON_H + GAP) + len(notes) * theme.font(14).get_linesize() + FOOTER
            return base if need <= base.h else pygame.Rect(base.x, base.bottom - need, base.w, need)
        if p is None or p.kind != DEAL:
            return base
        rows = 3 if p.spec.get("give_terms") or p.spec.get("get_terms") else 2
        lines = len(self._offer_lines(base.w)) * theme.font(14).get_linesize()
        need = 34 + lines + rows * (BUTTON_H + GAP) + FOOTER
        if need <= base.h:
            return base
        return pygame.Rect(base.x, base.bottom - need, base.w, need)

    def _per(self) -> describe.Planets:
        """How the labels name planets: by the systems on screen (a system may hold ten: Pygmy)."""
        planets = self.table.shown.get("planets")
        if planets:
            return [int(pl["system"]) for pl in planets]
        return self.table.session.config.planets_per_player

    def _label(self, option: dict[str, Any]) -> str:
        return describe.option_label(option, self.table.name, self._per(), self.table.shown or None)

    # -- the hand and the board -----------------------------------------------------------------------
    def _hand(self) -> list[int]:
        return list(self.table.shown.get("hand") or []) if self.table.private_allowed else []

    def _card_options(self) -> dict[int, list[dict[str, Any]]]:
        """Options of a choose prompt that play (or name) a card from the hand, by card."""
        p = self.prompt
        out: dict[int, list[dict[str, Any]]] = {}
        if p is None or p.kind != CHOOSE:
            return out
        hand = set(self._hand())
        for o in p.options:
            card = o.get("card")
            if isinstance(card, int) and card in hand and not o.get("held"):
                out.setdefault(card, []).append(o)
        return out

    def _pickable(self) -> list[int]:
        """Cards a cards or deal prompt lets you pick that are in your own hand."""
        p = self.prompt
        if p is None:
            return []
        hand = self._hand()
        if p.kind == CARDS and p.spec.get("owner", p.seat) == p.seat:
            pool = [c for g in p.spec["groups"] for c in g] if "groups" in p.spec else p.spec["from"]
            return [c for c in hand if c in pool]
        if p.kind == DEAL:
            return [c for c in hand if c in p.spec["my_cards"]]
        return []

    def card_marks(self) -> dict[int, str]:
        """Hand cards the open prompt lets you click: playable, or already selected."""
        p = self.prompt
        if p is None:
            return {}
        if p.kind == CHOOSE:
            return dict.fromkeys(self._card_options(), PLAYABLE)
        chosen = self.deal["mine"] if p.kind == DEAL else self.picked
        return {c: SELECTED if c in chosen else PLAYABLE for c in self._pickable()}

    def card_clicked(self, card: int) -> bool:
        """A click on a hand card: choose it (or show its options, if it has several). True if used."""
        p = self.prompt
        if p is None:
            return False
        if p.kind == CHOOSE:
            options = self._card_options().get(card)
            if not options:
                return False
            if len(options) == 1:
                self.send(dict(options[0]))
            else:
                self.focus = None if self.focus == card else card
                self.page = 0
            return True
        if card not in self._pickable():
            return False
        if p.kind == DEAL:
            self._toggle_in(self.deal["mine"], card, 99)
        elif "groups" in p.spec:
            group = next(g for g in p.spec["groups"] if card in g)
            self._pick_in_group(card, group)
        else:
            self._toggle(card, p.spec["count"])
        return True

    def planet_clicked(self, planet: int) -> bool:
        """A click on a planet of the board. Answers a choose prompt that has exactly one option with that
        planet; adds a ship there in a ships or place prompt that lists it. True if the click was used."""
        p = self.prompt
        if p is None:
            return False
        if p.kind == CHOOSE:
            matches = [o for o in p.options if o.get("planet") == planet]
            if len(matches) != 1:
                return False
            self.send(dict(matches[0]))
            return True
        if p.kind == SHIPS:
            avail = {loc: n for loc, n in p.spec["sources"]}
            if planet not in avail:
                return False
            self._bump(planet, 1, avail[planet])
            return True
        if p.kind == PLACE and planet in p.spec["planets"]:
            self._bump(planet, 1, p.spec["count"], total=p.spec["count"])
            return True
        return False

    def planet_choices(self) -> list[int]:
        """Planets the open prompt lets you click on the board."""
        return [loc for loc in self._places() if isinstance(loc, int)]

    def _places(self) -> list[Any]:
        """Locations the open prompt lets you pick: planets named by exactly one option of a choose prompt
        (a click there answers it), the sources of a ships prompt (planets, the gate, the warp...), the
        planets of a place prompt. Read from the prompt; nothing here decides what is legal."""
        p = self.prompt
        if p is None:
            return []
        if p.kind == CHOOSE:
            seen: dict[int, int] = {}
            for o in p.options:
                if isinstance(o.get("planet"), int):
                    seen[o["planet"]] = seen.get(o["planet"], 0) + 1
            return [pl for pl, n in seen.items() if n == 1]
        if p.kind == SHIPS:
            return [loc for loc, _ in p.spec["sources"]]
        if p.kind == PLACE:
            return list(p.spec["planets"])
        return []

    def clickable(self) -> dict[Any, int]:
        """What the board makes glow for the open prompt: location -> the number key that picks it on the
        panel's current page (0: on another page; a click on a planet still picks it)."""
        if self.prompt is None:
            return {}
        if self.laid != (self.prompt.id, self.page):  # the panel lays its buttons out as it draws
            self._layout_buttons()
        return {loc: self.places.get(loc, 0) for loc in self._places()}

    def clickable_planets(self) -> dict[int, int]:
        """The planets of ``clickable``: planet -> its number key (0: none on this page)."""
        return {loc: n for loc, n in self.clickable().items() if isinstance(loc, int)}

    # -- editing ------------------------------------------------------------------------------------
    def _bump(self, loc: Any, d: int, avail: int, total: int | None = None) -> None:
        have = self.counts.get(loc, 0)
        new = max(0, min(avail, have + d))
        if total is not None:  # a place prompt: never more than the ships to place
            others = sum(v for k, v in self.counts.items() if k != loc)
            new = min(new, total - others)
        self.counts[loc] = max(0, new)

    def _toggle(self, item: Any, limit: int) -> None:
        self._toggle_in(self.picked, item, limit)

    @staticmethod
    def _toggle_in(chosen: list[Any], item: Any, limit: int) -> None:
        if item in chosen:
            chosen.remove(item)
        elif len(chosen) < limit:
            chosen.append(item)
        elif limit == 1:
            chosen[:] = [item]

    def _pick_in_group(self, card: int, group: list[int]) -> None:
        if card in self.picked:
            self.picked.remove(card)
            return
        self.picked = [c for c in self.picked if c not in group] + [card]

    # -- building the panel ---------------------------------------------------------------------------
    def _layout_buttons(self) -> None:
        self.buttons = []
        self.hover = []
        self.places = {}
        p = self.prompt
        self.laid = None if p is None else (p.id, self.page)
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

    def _content_top(self) -> int:
        return self.rect.y + HEADER

    def _footer_y(self) -> int:
        return self.rect.bottom - FOOTER + 4

    def _grid(self, cells: list[Cell], top: int, cols: int, keys: bool = True) -> None:
        """Lay ``cells`` out in ``cols`` columns between ``top`` and the footer, a page at a time."""
        rect = self.rect
        rows = max(1, (self._footer_y() - GAP - top + GAP) // (BUTTON_H + GAP))
        per_page = min(rows * cols, len(NUMBER_KEYS)) if keys else rows * cols  # every option numbered
        self.pages = max(1, (len(cells) + per_page - 1) // per_page)
        self.page = min(self.page, self.pages - 1)
        shown = cells[self.page * per_page : (self.page + 1) * per_page]
        bw = (rect.w - 20 - GAP * (cols - 1)) // cols
        size = 15 if cols < 3 else 14
        for i, cell in enumerate(shown):
            r, c = divmod(i, cols)
            if keys and cell.place is not None:
                self.places[cell.place] = i + 1
            box = pygame.Rect(rect.x + 10 + c * (bw + GAP), top + r * (BUTTON_H + GAP), bw, BUTTON_H)
            if cell.tip:
                self.hover.append((box, cell.tip))
            self.buttons.append(
                Button(
                    box,
                    cell.label,
                    cell.action,
                    cell.enabled,
                    NUMBER_KEYS[i] if keys else None,
                    cell.selected,
                    size,
                )
            )
        if self.pages > 1:
            self._nav()

    def _nav(self) -> None:
        y = self._footer_y()
        x = self.rect.x + 10

        def move(d: int) -> Callable[[], None]:
            def go() -> None:
                self.page = (self.page + d) % self.pages

            return go

        self.buttons.append(Button(pygame.Rect(x, y, 44, BUTTON_H), "", move(-1), key=pygame.K_LEFT))
        page = f"{self.page + 1}/{self.pages}"
        self.buttons.append(Button(pygame.Rect(x + 48, y, 84, BUTTON_H), page, move(1), key=pygame.K_RIGHT))

    def _footer(
        self,
        label: str,
        fn: Callable[[], object],
        enabled: bool = True,
        key: int | None = pygame.K_RETURN,
        slot: int = 0,
        width: int = 170,
    ) -> None:
        """A button on the panel's bottom row, showing its ``key``; each call goes left of the previous one
        (``slot`` 0 starts again from the right edge)."""
        width = min(theme.px(width), (self.rect.w - 20 - 2 * GAP) // 3)  # three always fit side by side
        if slot == 0:
            self._footer_x = self.rect.right - 10
        x = self._footer_x - width
        self._footer_x = x - GAP
        r = pygame.Rect(x, self._footer_y(), width, BUTTON_H)
        self.buttons.append(Button(r, label, fn, enabled, key, size=15))

    @staticmethod
    def _cols(labels: list[str]) -> int:
        longest = max((len(s) for s in labels), default=0)
        return 3 if longest <= 18 else 2 if longest <= 64 else 1

    def _sender(self, option: dict[str, Any]) -> Callable[[], object]:
        return lambda: self.send(dict(option))

    def _choose(self, p: Prompt) -> None:
        opts = list(p.options)
        passes = [o for o in opts if o.get("type") == "pass"]
        rest = [o for o in opts if o.get("type") != "pass"]
        if self.focus is not None:
            focused = [o for o in rest if o.get("card") == self.focus]
            rest = focused or rest
        places = set(self._places())
        cells = [
            Cell(
                self._label(o),
                self._sender(o),
                place=o["planet"] if o.get("planet") in places else None,
                tip=describe.option_tip(o),
            )
            for o in rest
        ]
        self._grid(cells, self._content_top(), self._cols([c.label for c in cells]))
        if passes:  # P, as the button says; Esc stays the table's (the pause menu)
            self._footer("Pass", self._sender(passes[0]), key=pygame.K_p, width=120)
        if self.focus is not None:
            self._footer(
                "Show all", lambda: setattr(self, "focus", None), key=None, slot=1 if passes else 0, width=110
            )

    def _counters(self, items: list[tuple[Any, int, str]], top: int, total: int | None = None) -> None:
        """Rows of ``label: have/avail [-] [+] [all]`` per location, two columns, paged."""
        rect = self.rect
        cols = 2 if rect.w >= 420 else 1
        cw = (rect.w - 20 - GAP * (cols - 1)) // cols
        rows = max(1, (self._footer_y() - top) // (BUTTON_H + GAP))
        per_page = min(rows * cols, len(NUMBER_KEYS))  # every source numbered
        self.pages = max(1, (len(items) + per_page - 1) // per_page)
        self.page = min(self.page, self.pages - 1)
        start = self.page * per_page
        for i, (loc, avail, label) in enumerate(items[start : start + per_page]):
            r, c = divmod(i, cols)
            x = rect.x + 10 + c * (cw + GAP)
            y = top + r * (BUTTON_H + GAP)
            have = self.counts.get(loc, 0)
            room = avail if total is None else min(avail, total - sum(self.counts.values()) + have)

            def bump(d: int, loc: Any = loc, avail: int = avail) -> Callable[[], None]:
                return lambda: self._bump(loc, d, avail, total)

            def fill(loc: Any = loc, room: int = room) -> Callable[[], None]:
                return lambda: self.counts.__setitem__(loc, room)

            small = 28
            main_w = cw - 3 * (small + 3)
            self.places[loc] = i + 1
            self.buttons.append(
                Button(
                    pygame.Rect(x, y, main_w, BUTTON_H),
                    f"{label}: {have}/{avail}",
                    bump(1),
                    have < room,
                    NUMBER_KEYS[i],
                    have > 0,
                    13,
                )
            )
            bx = x + main_w + 3
            self.buttons.append(Button(pygame.Rect(bx, y, small, BUTTON_H), "-", bump(-1), have > 0))
            self.buttons.append(
                Button(pygame.Rect(bx + small + 3, y, small, BUTTON_H), "+", bump(1), have < room)
            )
            self.buttons.append(
                Button(
                    pygame.Rect(bx + 2 * (small + 3), y, small, BUTTON_H), "all", fill(), have < room, size=12
                )
            )
        if self.pages > 1:
            self._nav()

    def _ships(self, p: Prompt) -> None:
        spec = p.spec
        name = self.table.name
        items = [(loc, avail, describe.location(loc, name, self._per())) for loc, avail in spec["sources"]]
        top = self._content_top()
        sides = spec.get("sides")
        if sides:
            rect = self.rect
            w = (rect.w - 20 - GAP * (len(sides) - 1)) // len(sides)
            for i, s in enumerate(sides):
                key = pygame.K_o if s == "offense" else pygame.K_d
                self.buttons.append(
                    Button(
                        pygame.Rect(rect.x + 10 + i * (w + GAP), top, w, BUTTON_H),
                        f"Ally with {describe.SIDE.get(s, s)}",
                        lambda s=s: setattr(self, "side", s),
                        key=key,
                        selected=self.side == s,
                        size=15,
                    )
                )
            top += BUTTON_H + GAP
        self._counters(items, top)
        total = sum(self.counts.values())
        ok = spec["min"] <= total <= spec["max"] and (not sides or self.side in sides)

        def answer() -> None:
            out: dict[str, Any] = {
                "type": spec["type"],
                "ships": [[k, v] for k, v in self.counts.items() if v],
            }
            if sides:
                out["side"] = self.side
            self.send(out)

        verb = {"launch": "Launch", "lose": "Lose", "ally": "Send", "sacrifice": "Sacrifice"}.get(
            spec["type"], "Confirm"
        )
        self._footer(f"{verb} {total}", answer, ok)
        if spec.get("decline"):
            self._footer("Stay out", lambda: self.send({"type": "decline"}), key=pygame.K_ESCAPE, slot=1)

    def _place(self, p: Prompt) -> None:
        spec = p.spec
        name = self.table.name
        count = spec["count"]
        items = [(pl, count, describe.location(pl, name, self._per())) for pl in spec["planets"]]
        self._counters(items, self._content_top(), total=count)
        total = sum(self.counts.values())
        self._footer(
            f"Place {total} of {count}",
            lambda: self.send({"type": "place", "ships": [[k, v] for k, v in self.counts.items() if v]}),
            total == count,
        )

    def _cards(self, p: Prompt) -> None:
        spec = p.spec
        cells: list[Cell] = []
        if "groups" in spec:
            for g in spec["groups"]:
                for c in g:
                    cells.append(
                        Cell(CARD_NAME[c], partial(self._pick_in_group, c, g), True, c in self.picked)
                    )
            ok = len(self.picked) == len(spec["groups"])
            need = len(spec["groups"])
            low = need
        else:
            need = spec["count"]
            low = spec.get("min", need)
            for c in spec["from"]:
                cells.append(Cell(CARD_NAME[c], partial(self._toggle, c, need), True, c in self.picked))
            ok = low <= len(self.picked) <= need
        self._grid(cells, self._content_top(), self._cols([c.label for c in cells]))
        self._footer(
            f"Confirm {len(self.picked)} of {need}",
            lambda: self.send({"type": spec["type"], "cards": list(self.picked)}),
            ok,
        )
        if low == 0:
            self._footer(
                "None",
                lambda: self.send({"type": spec["type"], "cards": []}),
                key=pygame.K_ESCAPE,
                slot=1,
                width=100,
            )

    def _invite(self, p: Prompt) -> None:
        cands = p.spec["candidates"]
        required = p.spec.get("required", ())  # the engine invites them anyway: ticked, not untickable
        partner = p.spec.get("partner", -1)  # Team Cosmic: the partner, invited anyway
        cells = [
            Cell(self.table.name(s), partial(self._toggle, s, len(cands)), True, s in self.picked)
            if s not in required
            else Cell(f"{self.table.name(s)} (partner)", lambda: None, False, True, tip=PARTNER_TIP)
            if s == partner
            else Cell(f"{self.table.name(s)} (required)", lambda: None, False, True, tip=REQUIRED_TIP)
            for s in cands
        ]
        self._grid(cells, self._content_top(), 3)
        n = len(self.picked)
        self._footer(f"Invite {n}", lambda: self.send({"type": "invite", "seats": list(self.picked)}), n > 0)
        if not required:
            nobody = lambda: self.send({"type": "invite", "seats": []})  # noqa: E731
            self._footer("Invite nobody", nobody, key=pygame.K_ESCAPE, slot=1, width=150)

    # -- the deal -----------------------------------------------------------------------------------
    def deal_terms(self) -> dict[str, Any]:
        """The offer being built, as the terms of a ``deal_propose`` answer."""
        p = self.prompt
        assert p is not None
        d = self.deal
        me = p.spec["role"]
        them = "defense" if me == "offense" else "offense"
        mine: dict[str, Any] = {"cards": list(d["mine"]), "count": 0, "kind": None, "colony": d["give"]}
        theirs: dict[str, Any] = {"cards": [], "count": d["theirs"], "kind": d["kind"], "colony": d["get"]}
        for (side, key), amount in d["extra"].items():
            if amount:
                (mine if side == "give" else theirs)[key] = amount
        return {me: mine, them: theirs}

    def _deal(self, p: Prompt) -> None:
        spec = p.spec
        d = self.deal
        rect = self.rect
        name = self.table.name
        per = self._per()
        top = self._offer_top()
        other = spec["other"]

        def cycle(key: str, values: list[Any]) -> Callable[[], None]:
            def go() -> None:
                seq = [None, *values]
                d[key] = seq[(seq.index(d[key]) + 1) % len(seq)] if d[key] in seq else None

            return go

        def theirs(delta: int) -> Callable[[], None]:
            return lambda: d.__setitem__("theirs", max(0, min(spec["other_hand"], d["theirs"] + delta)))

        x = rect.x + 10
        w = rect.w - 20
        half = (w - GAP) // 2
        # Row 1: what I give besides the cards picked in the hand: a colony.
        give = "no colony" if d["give"] is None else describe.location(d["give"], name, per)
        get = "no colony" if d["get"] is None else describe.location(d["get"], name, per)
        self.buttons.append(
            Button(
                pygame.Rect(x, top, half, BUTTON_H),
                f"I grant: {give}",
                cycle("give", spec["give_colonies"]),
                bool(spec["give_colonies"]),
                size=13,
            )
        )
        self.buttons.append(
            Button(
                pygame.Rect(x + half + GAP, top, half, BUTTON_H),
                f"{name(other)} grants: {get}",
                cycle("get", spec["get_colonies"]),
                bool(spec["get_colonies"]),
                size=13,
            )
        )
        # Row 2: how many cards (and of which kind) they give.
        y = top + BUTTON_H + GAP
        small = 28
        self.buttons.append(Button(pygame.Rect(x, y, small, BUTTON_H), "-", theirs(-1), d["theirs"] > 0))
        label = f"{name(other)} gives {d['theirs']} card{'s' if d['theirs'] != 1 else ''}"
        self.buttons.append(
            Button(
                pygame.Rect(x + small + 3, y, half - 2 * (small + 3), BUTTON_H),
                label,
                theirs(1),
                d["theirs"] < spec["other_hand"],
                size=13,
            )
        )
        self.buttons.append(
            Button(
                pygame.Rect(x + half - small, y, small, BUTTON_H),
                "+",
                theirs(1),
                d["theirs"] < spec["other_hand"],
            )
        )
        kind = "of any kind" if d["kind"] is None else f"{d['kind']} only"
        self.buttons.append(
            Button(
                pygame.Rect(x + half + GAP, y, half, BUTTON_H),
                f"Cards {kind}",
                cycle("kind", list(spec.get("kinds", []))),
                d["theirs"] > 0,
                size=13,
            )
        )
        # Extra terms a power allows (FAQ D3): one cycling button per key and direction.
        extras = [("give", k, most) for k, most in spec.get("give_terms", {}).items()]
        extras += [("get", k, most) for k, most in spec.get("get_terms", {}).items()]
        y += BUTTON_H + GAP
        ew = (w - GAP * max(0, len(extras) - 1)) // max(1, len(extras))
        for i, (way, key, most) in enumerate(extras):
            have = d["extra"].get((way, key), 0)
            who = "I" if way == "give" else name(other)
            words = key.replace("_", " ")
            self.buttons.append(
                Button(
                    pygame.Rect(x + i * (ew + GAP), y, ew, BUTTON_H),
                    f"{who}: {words} {have}",
                    lambda way=way, key=key, most=most: d["extra"].__setitem__(
                        (way, key), (d["extra"].get((way, key), 0) + 1) % (most + 1)
                    ),
                    size=13,
                )
            )
        terms = self.deal_terms()
        moves = any(s["cards"] or s["count"] or s["colony"] is not None for s in terms.values())
        moves = moves or any(d["extra"].values())
        self._footer(
            "Propose", lambda: self.send({"type": "deal_propose", "terms": self.deal_terms()}), moves
        )
        self._footer(
            "Accept theirs",
            lambda: self.send({"type": "deal_accept"}),
            bool(spec["can_accept"]),
            key=pygame.K_a,
            slot=1,
            width=150,
        )
        self.buttons.append(
            Button(
                pygame.Rect(rect.x + 10, self._footer_y(), min(130, (rect.w - 20 - 2 * GAP) // 3), BUTTON_H),
                "Walk away",
                lambda: self.send({"type": "deal_fail"}),
                key=pygame.K_ESCAPE,
                size=15,
            )
        )

    def _offer_lines(self, width: int | None = None) -> list[tuple[str, tuple[int, int, int]]]:
        """The deal's text lines: their standing offer, and what I am building."""
        p = self.prompt
        assert p is not None
        spec = p.spec
        name = self.table.name
        per = self._per()
        me = spec["role"]
        them = "defense" if me == "offense" else "offense"
        seats = {me: p.seat, them: spec["other"]}
        w = (width or self.rect.w) - 24
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if spec.get("offer"):
            text = f"{name(spec['other'])} offers: " + describe.terms_text(
                spec["offer"], me, name, seats, per
            )
            lines += [(s, theme.GOOD) for s in theme.wrap(text, 14, w)[:2]]
        else:
            lines.append((f"{name(spec['other'])} has made no offer yet.", theme.MUTED))
        mine = describe.terms_text(self.deal_terms(), me, name, seats, per)
        lines += [(s, theme.TEXT) for s in theme.wrap("My offer: " + mine, 14, w)[:2]]
        if not self.deal["mine"]:
            lines.append(("Click cards in your hand to give them.", theme.MUTED))
        return lines

    def _offer_top(self) -> int:
        return self.rect.y + 30 + len(self._offer_lines()) * theme.font(14).get_linesize() + 4

    # -- frame --------------------------------------------------------------------------------------
    def wants_escape(self) -> bool:
        """Does the open prompt have an enabled button marked Esc (stay out, none, walk away...)?"""
        return self.takes_key(pygame.K_ESCAPE)

    def takes_key(self, key: int) -> bool:
        """Would ``key`` press an enabled button of the open prompt (one that shows it)?"""
        if self.prompt is None:
            return False
        self._layout_buttons()
        return any(b.enabled and b.key == key for b in self.buttons)

    def defer(self, event: pygame.event.Event) -> bool:
        """A key pressed while the table animates: kept for the prompt on the panel if one of its buttons
        shows that key (pressed when ``show`` sees the prompt again). True if kept."""
        if self.prompt is None or event.type != pygame.KEYDOWN or not self.takes_key(event.key):
            return False
        self.deferred = (self.prompt.id, event)
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """Clicks on the panel's buttons and on glowing hand cards, and the shortcuts."""
        if self.prompt is None:
            return False
        self._layout_buttons()  # the answer being built may have changed since the last frame
        clicked = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        if clicked and self.hand is not None and not self.rect.collidepoint(event.pos):
            card = self.hand.card_at(event.pos)
            if card is not None and self.card_clicked(card):
                return True
        return any(b.handle(event) for b in list(self.buttons))

    def draw(self, surf: pygame.Surface) -> None:
        """The panel, its title, a hint or a refusal, and its buttons."""
        rect = self.rect
        p = self.prompt
        top = panel(surf, rect)
        if p is None:
            self.buttons = []
            self.hover = []
            waiting = self.table.shown.get("waiting_on") or []
            note = "Waiting for " + ", ".join(self.table.name(s) for s in waiting) if waiting else ""
            if getattr(self.table.session, "sending", False):  # a LAN seat's answer is on its way
                note = "Answer sent; waiting for the host..."
            surf.blit(theme.text(note, 18, theme.MUTED), (rect.x + theme.px(12), top + theme.px(4)))
            return
        self._layout_buttons()
        colour = self.table.colour(p.seat)
        u = theme.px  # fixed sizes at the reference window, scaled to this one
        theme.draw_symbol(surf, colour, (rect.x + u(18), top + u(12)), u(8))
        head = f"{self.table.name(p.seat)}: {describe.title(p, self.table.shown or None)}"
        size = 21
        while size > 14 and theme.font(size, True).size(head)[0] > rect.w - u(44):
            size -= 1
        while theme.font(size, True).size(head)[0] > rect.w - u(44) and len(head) > 8:
            head = head[:-2].rstrip() + "…"  # still too long at the smallest size: cut, never overflow
        surf.blit(theme.text(head, size, theme.rgb(colour), bold=True), (rect.x + u(32), top + u(1)))
        y = top + u(25)
        if self.table.message:
            for line in theme.wrap(self.table.message, 14, rect.w - u(24))[:2]:
                surf.blit(theme.text(line, 14, theme.BAD, bold=True), (rect.x + u(12), y))
                y += theme.font(14).get_linesize()
        elif p.kind == DEAL:
            for line, c in self._offer_lines():
                surf.blit(theme.text(line, 14, c), (rect.x + u(12), y))
                y += theme.font(14).get_linesize()
        else:
            hint = _fit(describe.hint(p, self.table.name, self._per()), 13, rect.w - u(24))
            surf.blit(theme.text(hint, 13, theme.MUTED), (rect.x + u(12), y))
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            if b.rect.w:
                b.draw(surf, mouse)
        self._alien_notes(surf, p)

    def _alien_notes(self, surf: pygame.Surface, p: Prompt) -> None:
        """Choosing between aliens: what each one does, under the buttons (nobody picks a name blind)."""
        rect = self.rect
        y = max((b.rect.bottom for b in self.buttons if b.rect.w), default=self._content_top()) + theme.px(6)
        step = theme.font(14).get_linesize()
        for line, colour in self._alien_lines(p, rect.w):
            if y + step > rect.bottom - theme.px(4):
                return
            if line:
                surf.blit(theme.text(line, 14, colour), (rect.x + theme.px(12), y))
            y += step if line else theme.px(4)

    def _alien_lines(self, p: Prompt, width: int) -> list[tuple[str, tuple[int, int, int]]]:
        """The alien notes' lines at ``width`` (an empty line between two aliens); none for other prompts."""
        from game import hooks

        out: list[tuple[str, tuple[int, int, int]]] = []
        for o in p.options:
            power = (
                hooks.POWERS.get(o["alien"])
                if o.get("type") == "alien" and isinstance(o["alien"], str)
                else None
            )
            if power is None:
                continue
            text = f"{o['alien']} ({hooks.LEVELS[power.level]}): {power.summary}"
            out += [("", theme.TEXT)] if out else []
            lines = theme.wrap(text, 14, width - theme.px(24))
            out += [(line, theme.ACCENT if i == 0 else theme.TEXT) for i, line in enumerate(lines)]
        return out
