"""Plays the engine's events in order, patching the shown view, then lets the table snap to the real view.

The animator never decides a rule: it only stages what the events say happened. Each event (or a run of
similar events, such as several ``ships_moved`` of one action) becomes a *step*: a short flight of sprites
with patches to ``table.shown`` applied when it starts (ships take off, a card leaves its slot) and when it
ends (ships land, the destiny card lies face up). Events that need no picture patch the view at once.

Contract with the table scene: ``feed(events)``, ``update(dt)``, ``draw(surf)``, ``busy``, ``skip()`` and
``speed``. The table snaps ``table.shown`` to the engine's view whenever the animator is idle. Nothing is
staged while nothing is shown yet (the table is about to snap anyway).
"""

from __future__ import annotations

import copy
import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pygame

from game.cards.catalog import CARD_BACK, REWARD
from game.events import Event
from game.ui import board as geo
from game.ui import cards, theme
from game.ui.table_state import TableState

Pos = tuple[float, float]
Painter = Callable[[pygame.Surface, float], None]  # draws a sprite at step progress p in [0, 1]

# Seconds each kind of step lasts at animation speed 1; kinds not listed patch the view instantly.
DURATION: dict[str, float] = {
    "ships_moved": 0.5,
    "destiny_drawn": 0.55,
    "gate_aimed": 0.4,
    "card_selected": 0.4,
    "cards_revealed": 0.65,
    "card_played": 0.6,
    "flare_returned": 0.35,
    "discarded": 0.35,
    "drew": 0.4,
    "drew_rewards": 0.4,
    "compensation": 0.45,
    "cards_given": 0.45,
    "zapped": 0.4,
    "power_zapped": 0.4,
    "encounter_decided": 0.9,
    "turn_started": 0.4,
    "deck_reshuffled": 0.4,
    "reward_deck_reshuffled": 0.4,
    "cosmic_quake": 0.5,
    "game_over": 1.2,
}
# Runs of these kinds are staged together (several ships fly at once).
GROUPED = frozenset({"ships_moved", "drew", "drew_rewards", "compensation", "cards_given", "discarded"})
# Quiet events that may sit inside a run of ship moves without breaking it.
QUIET = frozenset({"colony_gained", "colony_lost", "allied", "ships_lost", "power_lost", "power_regained"})
SOUND: dict[str, str] = {
    "ships_moved": "ship",
    "destiny_drawn": "flip",
    "gate_aimed": "warp",
    "cards_revealed": "flip",
    "turn_started": "turn",
    "game_over": "win",
    "zapped": "lose",
    "power_zapped": "lose",
    "cosmic_quake": "lose",
}
MAX_FLYING = 4  # card backs drawn for one transfer; the count is written on them
# Events told only inside one phase, once it has begun: staging one puts the shown view in that phase (the
# engine's own phase comes with the snap once the stage is empty).
PHASE_OF: dict[str, str] = {
    "destiny_drawn": "destiny",
    "invited": "alliance",
    "card_selected": "planning",
    "cards_revealed": "reveal",
    "encounter_decided": "resolution",
}


def blank_encounter(number: Any) -> dict[str, Any]:
    """The view's encounter fields as a new encounter (``number``) starts: no defense, no cards, no totals.
    Every field that tells an encounter's progress is here, so nothing of an earlier encounter survives
    the patch (tests compare it with the engine's view of a fresh encounter)."""
    blank: dict[str, Any] = {
        "number": number,
        "defense": -1,
        "destiny_card": -1,
        "target": -1,
        "own_system": False,
        "invited_offense": [],
        "invited_defense": [],
        "offense_allies": [],
        "defense_allies": [],
        "allied": [],
        "in_play": [],
        "outcome": "",
        "success": False,
        "no_rewards": False,
        "deal": None,
        "plays": [],
        "flares_used": [],
        "modifiers": {},
        "totals_final": False,
    }
    for side in ("offense", "defense"):
        blank.update(
            {
                f"{side}_card": None,
                f"{side}_card_chosen": False,
                f"{side}_card_back": None,
                f"{side}_card_up": None,
                f"{side}_card_down": False,
                f"{side}_kicker": None,
                f"{side}_as": None,
                f"{side}_value": None,
                f"{side}_bonus": 0,
                f"{side}_total": None,
                f"{side}_parts": None,
            }
        )
    return blank


def ease(p: float) -> float:
    """Smooth start and stop."""
    p = min(1.0, max(0.0, p))
    return p * p * (3 - 2 * p)


def lerp(a: Pos, b: Pos, p: float) -> Pos:
    """The point ``p`` of the way from ``a`` to ``b``."""
    return (a[0] + (b[0] - a[0]) * p, a[1] + (b[1] - a[1]) * p)


def arc(a: Pos, b: Pos, p: float, bend: float = 0.18) -> Pos:
    """A point on a gentle curve from ``a`` to ``b`` (flights look less mechanical than straight lines)."""
    x, y = lerp(a, b, p)
    dx, dy = b[0] - a[0], b[1] - a[1]
    k = math.sin(p * math.pi) * bend
    return (x - dy * k, y + dx * k)


@dataclass
class Step:
    """One staged event (or run of events): sprites, patches at the end, slots hidden meanwhile."""

    kind: str
    duration: float
    painters: list[Painter] = field(default_factory=list)
    end: list[Callable[[], None]] = field(default_factory=list)
    hide: set[str] = field(default_factory=set)
    elapsed: float = 0.0
    public: bool = True  # staged from events everyone sees (False: some seat's secret)

    @property
    def p(self) -> float:
        """Progress in [0, 1]."""
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)


class Animator:
    """A queue of events being staged."""

    def __init__(self, table: TableState) -> None:
        self.table = table
        self.queue: deque[Event] = deque()
        self.step: Step | None = None
        self.speed = 1.0
        self._showcase: int | None = None  # the card last shown over the warp (a discard may start there)
        self._resumes: list[tuple[Any, dict[str, Any]]] = []  # encounters an extra encounter interrupted

    # -- the contract ---------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while events are still being staged."""
        return self.step is not None or bool(self.queue)

    @property
    def current(self) -> str | None:
        """The kind of the step on stage (None when idle)."""
        return self.step.kind if self.step is not None else None

    def feed(self, events: list[Event]) -> None:
        """Stage these events (only those the current eye may see)."""
        if not self.table.shown:
            return  # nothing on screen to animate from: the table snaps to the engine's view
        eye = self.table.eye
        self.queue.extend(e for e in events if e.visible_to(eye))

    def forget_private(self) -> None:
        """The screen passes to the whole table: events only some seats see are not staged any more (the
        one on stage ends at once). The table snaps to the public view when the stage is empty."""
        if self.step is not None and not self.step.public:
            self._set_hide(set())
            for patch in self.step.end:
                patch()
            self.step = None
        self.queue = deque(e for e in self.queue if e.to is None)

    def skip(self) -> None:
        """Drop every pending animation (the skip key); the table snaps to the real view."""
        self.queue.clear()
        self.step = None
        self._showcase = None
        stage = self.table.shown.get(geo.STAGE) if self.table.shown else None
        if stage:
            stage.pop("hide", None)

    def update(self, dt: float) -> None:
        """Advance the stage by ``dt`` seconds (times ``speed``)."""
        dt *= max(0.0, self.speed)
        while True:
            if self.step is None:
                if not self.queue:
                    return
                self.step = self._next()
                if self.step is None:
                    continue
                self._set_hide(self.step.hide)
                sound = SOUND.get(self.step.kind, "card")
                self.table.play_sound(sound)
            step = self.step
            if step.elapsed < step.duration:
                if dt <= 0:
                    return
                used = min(dt, step.duration - step.elapsed)
                step.elapsed += used
                dt -= used
            if step.elapsed >= step.duration - 1e-9:
                self._set_hide(set())
                for patch in step.end:
                    patch()
                self.step = None
            else:
                return

    def draw(self, surf: pygame.Surface) -> None:
        """Sprites in flight."""
        step = self.step
        if step is None or not self.table.shown:
            return
        for painter in step.painters:
            painter(surf, step.p)

    # -- helpers on the shown view --------------------------------------------------------------------
    @property
    def view(self) -> dict[str, Any]:
        """The view being patched."""
        return self.table.shown

    def _stage(self) -> dict[str, Any]:
        stage: dict[str, Any] = self.view.setdefault(geo.STAGE, {})
        return stage

    def _set_hide(self, slots: set[str]) -> None:
        if self.view:
            self._stage()["hide"] = set(slots)

    def _player(self, seat: Any) -> dict[str, Any] | None:
        players = self.view.get("players", [])
        return players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else None

    def _add_ships(self, seat: int, loc: Any, delta: int) -> None:
        view = self.view
        if isinstance(loc, int):
            planets = view["planets"]
            if 0 <= loc < len(planets) and 0 <= seat < len(planets[loc]["ships"]):
                planets[loc]["ships"][seat] = max(0, planets[loc]["ships"][seat] + delta)
            return
        techs = view.get("techs")
        if loc == "tech" and isinstance(techs, dict) and 0 <= seat < len(techs["players"]):
            row = techs["players"][seat]  # ships researching a tech (the Technology variant)
            row["ships"] = max(0, int(row["ships"]) + delta)
            return
        player = self._player(seat)
        field_name = {"gate": "gate", "warp": "warp", "ally": "ally_ships", "removed": "removed"}.get(
            str(loc)
        )
        if player is not None and field_name is not None:
            player[field_name] = max(0, int(player.get(field_name, 0)) + delta)

    def _add_hand(self, seat: Any, delta: int, rewards: int = 0) -> None:
        player = self._player(seat)
        if player is not None:
            player["hand_size"] = max(0, int(player["hand_size"]) + delta)
            if rewards:
                player["reward_cards"] = max(0, int(player.get("reward_cards", 0)) + rewards)

    def _reward_back(self, card: Any) -> bool:
        """Does ``card`` show the reward back at this table?"""
        return self.view.get("rewards") == "deck" and isinstance(card, int) and CARD_BACK[card] == REWARD

    def _colour(self, seat: Any) -> str:
        player = self._player(seat)
        return str(player["colour"]) if player is not None else "white"

    def _side_of(self, seat: Any) -> str | None:
        if seat == self.view.get("offense"):
            return "offense"
        if seat == self.view["encounter"].get("defense"):
            return "defense"
        return None

    def _seat_pos(self, seat: Any) -> Pos:
        """Where a player's cards come from and go to: its hand for the looker, else its home sun."""
        lay = self.table.layout
        if isinstance(seat, int) and seat >= 0 and seat == self.table.eye:
            return (float(lay.hand.centerx), float(lay.hand.centery))
        return geo.sun_pos(lay, seat if isinstance(seat, int) else -1)

    def _ship_pos(self, seat: int, loc: Any) -> Pos:
        return geo.ship_pos(self.table.layout, self.view, seat, loc, self.table.t)

    # -- building steps -------------------------------------------------------------------------------
    def _next(self) -> Step | None:
        """Pop the next event (and its run) and build its step; instant events are applied and give None."""
        ev = self.queue.popleft()
        events = [ev]
        if ev.kind in GROUPED:
            events = self._run(ev)
        if ev.kind in PHASE_OF:  # the top bar follows the story being told, not the last snap
            self.view["phase"] = PHASE_OF[ev.kind]
        builder = getattr(self, f"_on_{ev.kind}", None)
        step: Step | None = builder(events) if builder is not None else None
        if step is not None:
            step.public = all(e.to is None for e in events)
        if step is not None and step.duration > 0:
            return step
        if step is not None:
            for patch in step.end:
                patch()
        return None

    def _run(self, first: Event) -> list[Event]:
        """``first`` and the similar events right after it that can be staged at the same moment."""
        run = [first]
        landed = {(first.data.get("seat"), first.data.get("dst"))}
        while self.queue:
            nxt = self.queue[0]
            if nxt.kind == first.kind:
                if first.kind == "ships_moved" and (nxt.data.get("seat"), nxt.data.get("src")) in landed:
                    break  # a ship moving on from where it just landed flies after it
                landed.add((nxt.data.get("seat"), nxt.data.get("dst")))
                run.append(self.queue.popleft())
            elif first.kind == "ships_moved" and nxt.kind in QUIET:
                quiet = self.queue.popleft()
                self._apply_quiet(quiet)
            else:
                break
        return run

    def _apply_quiet(self, ev: Event) -> None:
        if ev.kind == "allied":
            self._on_allied([ev])

    def _step(self, kind: str) -> Step:
        return Step(kind, DURATION.get(kind, 0.0))

    # ships -----------------------------------------------------------------------------------------------
    def _on_ships_moved(self, events: list[Event]) -> Step:
        step = self._step("ships_moved")
        n = len(events)
        for i, ev in enumerate(events):
            seat, src, dst, count = ev.data["seat"], ev.data["src"], ev.data["dst"], int(ev.data["count"])
            start = self._ship_pos(seat, src)
            self._add_ships(seat, src, -count)
            delay = min(0.3, 0.07 * i) if n > 1 else 0.0
            step.painters.append(self._ship_painter(seat, src, dst, count, start, delay))
            step.end.append(partial(self._add_ships, seat, dst, count))
        return step

    def _ship_painter(self, seat: int, src: Any, dst: Any, count: int, start: Pos, delay: float) -> Painter:
        colour = self._colour(seat)
        lay = self.table.layout
        s = max(5, int(lay.planet_r * 0.34))

        def paint(surf: pygame.Surface, p: float) -> None:
            q = ease((p - delay) / (1 - delay)) if p > delay else 0.0
            end = self._ship_pos(seat, dst)
            # a planet keeps orbiting while its ships leave it
            start_now = self._ship_pos(seat, src) if isinstance(src, int) else start
            x, y = arc(start_now, end, q)
            for k in range(1, 4):  # a fading trail
                tx, ty = arc(start_now, end, max(0.0, q - 0.05 * k))
                pygame.draw.circle(
                    surf, theme.shade(theme.rgb(colour), 1 - 0.25 * k), (tx, ty), max(1, 4 - k)
                )
            if dst == "warp" and q > 0.6:
                shrink = 1 - (q - 0.6) / 0.4 * 0.6
                img = geo.saucer(colour, max(3, int(s * shrink)))
                surf.blit(img, img.get_rect(center=(int(x), int(y))))
                return
            img = geo.chip(colour, count, s)
            if dst == "removed":
                img = img.copy()
                img.set_alpha(int(255 * (1 - q)))
            surf.blit(img, img.get_rect(center=(int(x), int(y))))

        return paint

    # the gate, destiny, encounter ---------------------------------------------------------------------------
    def _on_gate_aimed(self, events: list[Event]) -> Step:
        ev = events[0]
        enc = self.view["encounter"]
        enc["target"] = ev.data.get("planet", enc["target"])
        if "defense" in ev.data:
            enc["defense"] = ev.data["defense"]
        step = self._step("gate_aimed")
        planet = enc["target"]

        def ring(surf: pygame.Surface, p: float) -> None:
            if not isinstance(planet, int) or not 0 <= planet < len(self.view["planets"]):
                return
            x, y = self.table.layout.planet_pos(planet, self.table.t)
            r = self.table.layout.planet_r * (1.2 + 1.3 * p)
            pygame.draw.circle(surf, theme.shade(theme.ACCENT, 1 - 0.7 * p), (x, y), r, 2)

        step.painters.append(ring)
        return step

    def _on_destiny_drawn(self, events: list[Event]) -> Step:
        card = int(events[0].data["card"])
        view = self.view
        view["destiny_deck_size"] = max(0, int(view.get("destiny_deck_size", 0)) - 1)
        step = self._step("destiny_drawn")
        step.hide.add("destiny")
        rects = geo.pile_rects(self.table.layout)
        a, b = rects["destiny_deck"], rects["destiny"]

        def flip(surf: pygame.Surface, p: float) -> None:
            q = ease(p)
            x, y = lerp(a.center, b.center, q)
            rect = pygame.Rect(0, 0, b.w, b.h)
            rect.center = (int(x), int(y - math.sin(q * math.pi) * b.h * 0.25))
            squash = abs(math.cos(q * math.pi))
            img = cards.destiny_back(b.w, b.h) if q < 0.5 else cards.destiny_face(card, b.w, b.h)
            img = pygame.transform.scale(img, (max(1, int(b.w * squash)), b.h))
            surf.blit(img, img.get_rect(center=rect.center))

        def land() -> None:
            view["encounter"]["destiny_card"] = card
            view.setdefault("destiny_discard", []).append(card)

        step.painters.append(flip)
        step.end.append(land)
        return step

    def _on_destiny_reshuffled(self, events: list[Event]) -> None:
        self.view["destiny_deck_size"] = int(
            events[0].data.get("size", self.view.get("destiny_deck_size", 0))
        )
        self.view["destiny_discard"] = []

    def _on_turn_started(self, events: list[Event]) -> Step:
        seat = events[0].data.get("seat")
        self.view["offense"] = seat
        if "turn" in events[0].data:
            self.view["turn"] = events[0].data["turn"]
        self.view["encounter"].update(blank_encounter(0))  # the last turn's encounter is over
        self._resumes.clear()
        step = self._step("turn_started")
        pos = geo.sun_pos(self.table.layout, seat if isinstance(seat, int) else -1)
        c = theme.rgb(self._colour(seat))
        r0 = self.table.layout.orbit_r

        def pulse(surf: pygame.Surface, p: float) -> None:
            for k in range(2):
                q = min(1.0, max(0.0, p * 1.3 - k * 0.3))
                if 0 < q < 1:
                    pygame.draw.circle(surf, theme.shade(c, 1.3 - q), pos, r0 * (0.4 + q * 1.1), 3)

        step.painters.append(pulse)
        return step

    def _on_encounter_started(self, events: list[Event]) -> None:
        data = events[0].data
        view = self.view
        enc = view["encounter"]
        if data.get("extra"):  # an extra encounter interrupts this one, which resumes as it was afterwards
            self._resumes.append((view.get("offense"), copy.deepcopy(enc)))
        if "offense" in data:
            view["offense"] = data["offense"]
        enc.update(blank_encounter(data.get("number", enc.get("number"))))

    def _on_encounter_resumed(self, events: list[Event]) -> None:
        """Back to the encounter an extra one interrupted, as the screen last showed it."""
        if self._resumes:
            offense, enc = self._resumes.pop()
            self.view["offense"] = offense
            self.view["encounter"] = enc
        else:  # nothing kept to go back to: say nothing rather than the extra encounter's cards
            self.view["offense"] = events[0].data.get("offense", self.view.get("offense"))
            self.view["encounter"].update(blank_encounter(self.view["encounter"].get("number", 0)))

    def _on_defense_chosen(self, events: list[Event]) -> None:
        self.view["encounter"]["defense"] = events[0].data.get("seat", -1)

    def _on_invited(self, events: list[Event]) -> None:
        side = events[0].data.get("side")
        if side in ("offense", "defense"):
            self.view["encounter"][f"invited_{side}"] = list(events[0].data.get("seats", []))

    def _on_allied(self, events: list[Event]) -> None:
        side, seat = events[0].data.get("side"), events[0].data.get("seat")
        if side in ("offense", "defense"):
            allies = self.view["encounter"].setdefault(f"{side}_allies", [])
            if seat not in allies:
                allies.append(seat)

    def _on_card_selected(self, events: list[Event]) -> Step | None:
        seat = events[0].data.get("seat")
        side = self._side_of(seat)
        if side is None:
            return None
        step = self._step("card_selected")
        step.hide.add(f"{side}_card")
        slot = geo.card_slot(self.table.layout, side)
        start = self._seat_pos(seat)
        back = events[0].data.get("back")  # with the reward deck: the back of the card put down (public)

        def fly(surf: pygame.Surface, p: float) -> None:
            q = ease(p)
            k = 0.5 + 0.5 * q
            rect = pygame.Rect(0, 0, int(slot.w * k), int(slot.h * k))
            rect.center = tuple(map(int, arc(start, slot.center, q, 0.1)))
            cards.draw_back(surf, rect, reward=back == REWARD)

        def land() -> None:
            self.view["encounter"][f"{side}_card_chosen"] = True
            self.view["encounter"][f"{side}_card_down"] = True
            self.view["encounter"][f"{side}_card_back"] = back

        step.painters.append(fly)
        step.end.append(land)
        return step

    def _on_card_shown(self, events: list[Event]) -> None:
        """A main player's encounter card shown face up before the reveal (Oracle's opponent, a card that
        turns over first): it lies face up in its slot. (Outside an encounter under way a shown card is a
        hand card: nothing goes in a slot.)"""
        enc = self.view["encounter"]
        seat, card = events[0].data.get("seat"), events[0].data.get("card")
        side = self._side_of(seat)
        if (
            side is None
            or not enc.get("number")
            or not isinstance(enc.get("defense"), int)
            or enc["defense"] < 0
        ):
            return
        if isinstance(card, int):
            enc[f"{side}_card_chosen"] = True
            enc[f"{side}_card_up"] = card
            enc[f"{side}_card_down"] = False

    def _on_kicker_played(self, events: list[Event]) -> None:
        side = self._side_of(events[0].data.get("seat"))
        if side is not None:
            self.view["encounter"][f"{side}_kicker"] = -1  # face down: announced

    def _on_kicker_revealed(self, events: list[Event]) -> None:
        side = self._side_of(events[0].data.get("seat"))
        if side is not None:
            self.view["encounter"][f"{side}_kicker"] = events[0].data.get("card")

    def _on_cards_revealed(self, events: list[Event]) -> Step:
        data = events[0].data
        enc = self.view["encounter"]
        step = self._step("cards_revealed")
        for side in ("offense", "defense"):
            card = data.get(side)
            if not isinstance(card, int):
                continue
            enc[f"{side}_card"] = card
            enc[f"{side}_card_chosen"] = True
            enc[f"{side}_card_up"] = card if card >= 0 else None
            enc[f"{side}_card_down"] = card < 0  # -1: it stays face down (a claim)
            if f"{side}_as" in data:
                enc[f"{side}_as"] = data[f"{side}_as"]
            step.hide.add(f"{side}_card")
            step.painters.append(self._flip_painter(geo.card_slot(self.table.layout, side), card))
        return step

    def _flip_painter(self, slot: pygame.Rect, card: int) -> Painter:
        reward = self._reward_back(card)

        def flip(surf: pygame.Surface, p: float) -> None:
            q = ease(p)
            lift = int(math.sin(q * math.pi) * slot.h * 0.08)
            rect = slot.move(0, -lift)
            squash = max(0.02, abs(math.cos(q * math.pi)))
            if q < 0.5 or card < 0:  # -1: it stays face down (a claim)
                cards.draw_back(surf, rect, squash, reward)
            else:
                cards.draw_face(surf, card, rect, squash)

        return flip

    def _on_encounter_decided(self, events: list[Event]) -> Step:
        data = dict(events[0].data)
        step = self._step("encounter_decided")
        lay = self.table.layout
        winner = str(data.get("winner", ""))
        banner = {
            "offense": "OFFENSE WINS",
            "defense": "DEFENSE WINS",
            "deal": "TIME TO DEAL",
            "none": "BOTH SIDES LOSE",
        }.get(winner, winner.upper())
        step.hide.update(())

        def count_up(surf: pygame.Surface, p: float) -> None:
            q = ease(min(1.0, p / 0.6))
            for side in ("offense", "defense"):
                total = data.get(f"{side}_total")
                if not isinstance(total, int):
                    continue
                slot = geo.card_slot(lay, side)
                shown = round(total * q)
                colour = theme.GOOD if (p >= 0.6 and winner == side) else theme.ACCENT
                t = theme.text(str(shown), 40, colour, bold=True)
                box = t.get_rect(midtop=(slot.centerx, slot.bottom + 2)).inflate(16, 4)
                pygame.draw.rect(surf, (8, 10, 26), box, border_radius=8)
                pygame.draw.rect(surf, colour, box, 2, border_radius=8)
                surf.blit(t, t.get_rect(center=box.center))
            if p >= 0.55:
                a = min(1.0, (p - 0.55) / 0.15)
                t = theme.text(banner, 30, theme.TEXT, bold=True)
                box = t.get_rect(center=(int(lay.centre[0]), int(lay.centre[1] + lay.warp_r * 0.2))).inflate(
                    28, 14
                )
                panel = pygame.Surface(box.size, pygame.SRCALPHA)
                pygame.draw.rect(panel, (10, 12, 30, int(220 * a)), panel.get_rect(), border_radius=10)
                pygame.draw.rect(panel, (*theme.ACCENT, int(255 * a)), panel.get_rect(), 2, border_radius=10)
                surf.blit(panel, box)
                t2 = t.copy()
                t2.set_alpha(int(255 * a))
                surf.blit(t2, t2.get_rect(center=box.center))

        def keep() -> None:
            enc = self.view["encounter"]
            enc["outcome"] = winner if winner in ("offense", "defense", "deal") else "both_lose"
            final = isinstance(data.get("offense_total"), int)
            enc["totals_final"] = final
            for side in ("offense", "defense"):
                total = data.get(f"{side}_total") if final else None
                parts = enc.get(f"{side}_parts")
                enc[f"{side}_total"] = total
                # the parts on screen stay only if they add up to the engine's figure (the snap brings them)
                enc[f"{side}_parts"] = (
                    parts if isinstance(parts, dict) and parts.get("total") == total else None
                )

        step.painters.append(count_up)
        step.end.append(keep)
        return step

    # cards moving ----------------------------------------------------------------------------------------
    def _on_card_played(self, events: list[Event]) -> Step:
        data = events[0].data
        card, seat = int(data["card"]), data.get("seat")
        if "held" not in data:
            self._add_hand(seat, -1)
        step = self._step("card_played")
        start = self._seat_pos(seat)
        show = geo.showcase_rect(self.table.layout)
        self._showcase = card
        colour = theme.rgb(self._colour(seat))

        def fly(surf: pygame.Surface, p: float) -> None:
            q = ease(p / 0.45)
            k = 0.45 + 0.55 * q
            rect = pygame.Rect(0, 0, int(show.w * k), int(show.h * k))
            rect.center = tuple(map(int, arc(start, show.center, q, 0.08)))
            if q >= 1:
                glow = rect.inflate(10, 10)
                pygame.draw.rect(surf, colour, glow, 3, border_radius=10)
            cards.draw_face(surf, card, rect)

        step.painters.append(fly)
        return step

    def _on_flare_returned(self, events: list[Event]) -> Step:
        card, seat = int(events[0].data["card"]), events[0].data.get("seat")
        step = self._step("flare_returned")
        start = geo.showcase_rect(self.table.layout)
        end = self._seat_pos(seat)
        self._showcase = None

        def fly(surf: pygame.Surface, p: float) -> None:
            q = ease(p)
            k = 1 - 0.6 * q
            rect = pygame.Rect(0, 0, int(start.w * k), int(start.h * k))
            rect.center = tuple(map(int, lerp(start.center, end, q)))
            cards.draw_face(surf, card, rect)

        step.painters.append(fly)
        step.end.append(lambda: self._add_hand(seat, 1))
        return step

    def _on_discarded(self, events: list[Event]) -> Step:
        step = self._step("discarded")
        lay = self.table.layout
        enc = self.view["encounter"]
        piles = geo.pile_rects(lay)
        pile = piles["discard"]
        flights: list[tuple[int, Pos, pygame.Rect]] = []
        landed: list[int] = []
        rewards: list[int] = []  # cards that go to the reward discard pile (``reward`` in the event)
        for ev in events:
            seat = ev.data.get("seat")
            to_reward = set(ev.data.get("reward", ()))
            for card in ev.data.get("cards", []):
                (rewards if card in to_reward else landed).append(card)
                in_slot = [
                    sd
                    for sd in ("offense", "defense")
                    if card in (enc.get(f"{sd}_card"), enc.get(f"{sd}_card_up"))
                ]
                if in_slot:
                    side = in_slot[0]
                    rect = geo.card_slot(lay, side)
                    step.hide.add(f"{side}_card")
                    step.end.append(partial(self._clear_card, side))
                elif card == self._showcase:
                    rect = geo.showcase_rect(lay)
                    self._showcase = None
                elif card in (enc.get("offense_kicker"), enc.get("defense_kicker")):
                    side = "offense" if card == enc.get("offense_kicker") else "defense"
                    rect = geo.kicker_rect(lay, side)
                    enc[f"{side}_kicker"] = None  # it flies from its place to the pile
                else:
                    rect = pygame.Rect(0, 0, pile.w, pile.h)
                    rect.center = tuple(map(int, self._seat_pos(seat)))
                flights.append((card, (float(rect.centerx), float(rect.centery)), rect))
        for i, (card, start, rect) in enumerate(flights[-MAX_FLYING:]):
            dest = piles["reward_discard"] if card in rewards else pile
            step.painters.append(self._face_flight(card, start, rect.size, dest, min(0.3, i * 0.08)))

        def land() -> None:
            self.view.setdefault("discard", []).extend(landed)
            self.view.setdefault("reward_discard", []).extend(rewards)
            in_play = enc.get("in_play")
            if isinstance(in_play, list):
                enc["in_play"] = [c for c in in_play if c not in landed and c not in rewards]

        step.end.append(land)
        return step

    def _off_the_pile(self, events: list[Event]) -> None:
        """Cards an event says were taken back off the discard pile (face up there: public)."""
        data = events[0].data
        taken = list(data.get("cards", [])) + ([data["card"]] if isinstance(data.get("card"), int) else [])
        for name in ("discard", "reward_discard"):
            pile = self.view.get(name)
            if isinstance(pile, list):
                for card in taken:
                    if card in pile:
                        pile.remove(card)

    _on_card_filched = _on_card_fetched = _on_card_taken_back = _on_offer_accepted = _off_the_pile
    _on_salvaged = _on_took_from_discard = _on_took_discards = _off_the_pile

    def _clear_card(self, side: str) -> None:
        enc = self.view["encounter"]
        enc[f"{side}_card"] = None
        enc[f"{side}_card_chosen"] = False
        enc[f"{side}_card_up"] = None
        enc[f"{side}_card_down"] = False

    def _face_flight(
        self, card: int, start: Pos, size: tuple[int, int], dest: pygame.Rect, delay: float
    ) -> Painter:
        def fly(surf: pygame.Surface, p: float) -> None:
            q = ease((p - delay) / (1 - delay)) if p > delay else 0.0
            w = int(size[0] + (dest.w - size[0]) * q)
            h = int(size[1] + (dest.h - size[1]) * q)
            rect = pygame.Rect(0, 0, max(4, w), max(6, h))
            rect.center = tuple(map(int, arc(start, dest.center, q, 0.1)))
            cards.draw_face(surf, card, rect)

        return fly

    def _backs_flight(
        self, start: Pos, end: Pos, count: int, delay0: float = 0.0, reward: bool = False
    ) -> Painter:
        lay = self.table.layout
        w, h = int(lay.card_w * 0.5), int(lay.card_h * 0.5)
        shown = max(1, min(MAX_FLYING, count))

        def fly(surf: pygame.Surface, p: float) -> None:
            for k in range(shown):
                delay = min(0.4, delay0 + k * 0.08)
                q = ease((p - delay) / (1 - delay)) if p > delay else 0.0
                rect = pygame.Rect(0, 0, w, h)
                rect.center = tuple(map(int, arc(start, end, q, 0.12)))
                cards.draw_back(surf, rect, reward=reward)
                if k == shown - 1 and count > 1:
                    t = theme.text(f"{count}", 18, theme.ACCENT, bold=True)
                    surf.blit(t, t.get_rect(center=rect.center))

        return fly

    def _on_drew(self, events: list[Event]) -> Step:
        step = self._step("drew")
        deck = geo.pile_rects(self.table.layout)["deck"]
        for i, ev in enumerate(events):
            seat, count = ev.data.get("seat"), int(ev.data.get("count", 0))
            self.view["deck_size"] = max(0, int(self.view.get("deck_size", 0)) - count)
            step.painters.append(self._backs_flight(deck.center, self._seat_pos(seat), count, i * 0.06))
            step.end.append(partial(self._add_hand, seat, count))
        return step

    def _on_drew_rewards(self, events: list[Event]) -> Step:
        step = self._step("drew_rewards")
        deck = geo.pile_rects(self.table.layout)["reward_deck"]
        for i, ev in enumerate(events):
            seat, count = ev.data.get("seat"), int(ev.data.get("count", 0))
            self.view["reward_deck_size"] = max(0, int(self.view.get("reward_deck_size", 0)) - count)
            flight = self._backs_flight(deck.center, self._seat_pos(seat), count, i * 0.06, reward=True)
            step.painters.append(flight)
            step.end.append(partial(self._add_hand, seat, count, count))
        return step

    def _on_reward_deck_reshuffled(self, events: list[Event]) -> Step:
        size = int(events[0].data.get("size", 0))
        step = self._step("reward_deck_reshuffled")
        rects = geo.pile_rects(self.table.layout)
        step.hide.add("reward_discard")
        step.painters.append(
            self._backs_flight(rects["reward_discard"].center, rects["reward_deck"].center, size, reward=True)
        )

        def land() -> None:
            self.view["reward_deck_size"] = size + int(self.view.get("reward_deck_size", 0))
            self.view["reward_discard"] = []

        step.end.append(land)
        return step

    def _transfer(self, kind: str, events: list[Event], giver: str, taker: str) -> Step:
        step = self._step(kind)
        for i, ev in enumerate(events):
            a, b, count = ev.data.get(giver), ev.data.get(taker), int(ev.data.get("count", 0))
            if count <= 0:
                continue
            self._add_hand(a, -count)
            step.painters.append(self._backs_flight(self._seat_pos(a), self._seat_pos(b), count, i * 0.06))
            step.end.append(partial(self._add_hand, b, count))
        return step

    def _on_compensation(self, events: list[Event]) -> Step:
        return self._transfer("compensation", events, "payer", "taker")

    def _on_cards_given(self, events: list[Event]) -> Step:
        return self._transfer("cards_given", events, "giver", "receiver")

    def _on_deck_reshuffled(self, events: list[Event]) -> Step:
        size = int(events[0].data.get("size", 0))
        step = self._step("deck_reshuffled")
        rects = geo.pile_rects(self.table.layout)
        step.hide.add("discard")
        step.painters.append(self._backs_flight(rects["discard"].center, rects["deck"].center, size))

        def land() -> None:
            # the deck was empty when it was reshuffled: whatever the view still counts in it belongs to the
            # draw being told next, which takes them off again
            self.view["deck_size"] = size + int(self.view.get("deck_size", 0))
            self.view["discard"] = []

        step.end.append(land)
        return step

    # flashes ---------------------------------------------------------------------------------------------
    def _burst(self, kind: str, centre: Callable[[], Pos], colour: tuple[int, int, int], word: str) -> Step:
        step = self._step(kind)
        radius = self.table.layout.card_h * 0.7

        def flash(surf: pygame.Surface, p: float) -> None:
            x, y = centre()
            for k in range(3):
                q = min(1.0, max(0.0, p * 1.4 - k * 0.2))
                if 0 < q < 1:
                    pygame.draw.circle(surf, theme.shade(colour, 1.4 - q), (x, y), radius * (0.2 + q), 4 - k)
            for i in range(10):
                a = i * math.pi / 5 + p
                r1, r2 = radius * (0.2 + p * 0.5), radius * (0.35 + p * 0.8)
                pygame.draw.line(
                    surf,
                    theme.shade(colour, 1.5 - p),
                    (x + math.cos(a) * r1, y + math.sin(a) * r1),
                    (x + math.cos(a) * r2, y + math.sin(a) * r2),
                    2,
                )
            if word:
                t = theme.text(word, 26, theme.shade(colour, 1.5), bold=True)
                surf.blit(t, t.get_rect(center=(int(x), int(y - radius * 0.9))))

        step.painters.append(flash)
        return step

    def _on_zapped(self, events: list[Event]) -> Step:
        show = geo.showcase_rect(self.table.layout)
        return self._burst("zapped", lambda: (float(show.centerx), float(show.centery)), theme.BAD, "ZAP!")

    def _on_power_zapped(self, events: list[Event]) -> Step:
        owner = events[0].data.get("owner")
        pos = geo.sun_pos(self.table.layout, owner if isinstance(owner, int) else -1)
        return self._burst("power_zapped", lambda: pos, theme.BAD, "ZAP!")

    def _on_cosmic_quake(self, events: list[Event]) -> Step:
        c = self.table.layout.centre
        return self._burst("cosmic_quake", lambda: c, (200, 140, 255), "COSMIC QUAKE")

    def _on_game_over(self, events: list[Event]) -> Step:
        winners = [w for w in events[0].data.get("winners", []) if isinstance(w, int)]
        step = self._step("game_over")
        lay = self.table.layout
        names = " and ".join(self.table.name(w) for w in winners) or "Nobody"
        text = f"{names} win{'s' if len(winners) == 1 else ''}!"

        def glory(surf: pygame.Surface, p: float) -> None:
            for w in winners:
                x, y = geo.sun_pos(lay, w)
                c = theme.rgb(self._colour(w))
                for k in range(3):
                    q = (p * 2 + k / 3) % 1.0
                    pygame.draw.circle(surf, theme.shade(c, 1.4 - q), (x, y), lay.orbit_r * (0.5 + q), 3)
            t = theme.text(text, 44, theme.ACCENT, bold=True)
            box = t.get_rect(center=(int(lay.centre[0]), int(lay.centre[1]))).inflate(40, 20)
            pygame.draw.rect(surf, (10, 12, 30), box, border_radius=12)
            pygame.draw.rect(surf, theme.ACCENT, box, 2, border_radius=12)
            surf.blit(t, t.get_rect(center=box.center))

        step.painters.append(glory)
        return step
