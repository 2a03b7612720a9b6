"""``main.py hotseat-check``: whole hot-seat games through the real window, played by simulated people.

Each game runs the table scene under SDL's dummy video driver. The people click as people would: they lift
the curtain named for them, ask to play at a play window's pause now and then (always when they hold
something they decide to play, sometimes to bluff), and answer their prompts by clicking the panel's
enabled buttons and glowing hand cards at random until the engine takes an answer. Bots fill the other
seats.

Who owns the screen is modelled from the people's side, not read from the table: a person owns it from
the moment they lift a curtain until the screen stops talking to them (no prompt, pause or note of theirs on
the panel); then everyone looks again and the table owns it. Every drawn frame is checked against that:

- ``leaks``: a card face, a log line, a view's private part (hand, peeks, alien notes), a secret prompt
  or a private note drawn while someone else (or the whole table) owned the screen;
- ``screen_mismatches``: at rest (nothing staged, nothing animating), the header and the encounter panel's
  facts differ from the engine's public view;
- ``clicks_per_encounter``: clicks that decide nothing (curtains, passes, "back to the table", asking to
  play with nothing to play) per encounter; decisions are counted apart.
"""

from __future__ import annotations

import argparse
import json
import os
import random
from dataclasses import asdict, dataclass, field
from typing import Any

from game.config import EXPANSIONS, MIN_PLAYERS, default_config, expansions_for, max_players
from game.events import Event
from game.expansion_flags import add_expansion_flags, expansions_from
from game.prompts import Prompt
from game.variant_flags import add_variant_flags, variants_from
from game.view import prompt_is_public, view_for

CARD_KEYS = frozenset(("card", "cards", "chosen", "kept", "keep", "shown", "offense", "defense", "drawn"))


@dataclass
class Report:
    """What the check saw, over every game."""

    people: int
    bots: int
    seed: int
    games: int = 0
    finished: int = 0
    frames: int = 0
    encounters: int = 0
    non_decision_clicks: int = 0
    decisions: int = 0
    curtains: int = 0
    window_pauses: int = 0
    backs: int = 0  # "back to the table" after asking to play with nothing to play
    window_passes: int = 0  # passes clicked by a person who asked to play, then did not
    fallbacks: int = 0  # answers the clicking never reached, sent through the panel instead
    leaks: list[dict[str, Any]] = field(default_factory=list)
    screen_mismatches: list[dict[str, Any]] = field(default_factory=list)

    @property
    def clicks_per_encounter(self) -> float:
        """Clicks that decide nothing, per encounter."""
        return self.non_decision_clicks / max(1, self.encounters)

    def summary(self) -> dict[str, Any]:
        """Plain data, the lists cut to their first few entries."""
        out = asdict(self)
        out["leaks"] = len(self.leaks)
        out["leak_examples"] = self.leaks[:5]
        out["screen_mismatches"] = len(self.screen_mismatches)
        out["mismatch_examples"] = self.screen_mismatches[:5]
        out["clicks_per_encounter"] = round(self.clicks_per_encounter, 3)
        return out


def _cards_in(value: Any, out: set[int], key: str = "") -> None:
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        if key in CARD_KEYS and value >= 0:
            out.add(value)
        return
    if isinstance(value, dict):
        for k, v in value.items():
            _cards_in(v, out, str(k))
    elif isinstance(value, (list, tuple)):
        for v in value:
            _cards_in(v, out, key)


def _view_cards(view: dict[str, Any]) -> set[int]:
    """Every card a view shows face up to its looker."""
    out: set[int] = set(view.get("hand") or []) | set(view["discard"]) | set(view.get("reward_discard", []))
    enc = view["encounter"]
    for key in ("offense_card", "defense_card", "offense_kicker", "defense_kicker"):
        if isinstance(enc.get(key), int) and enc[key] >= 0:
            out.add(enc[key])
    out |= set(enc.get("in_play", []))
    for play in enc.get("plays", []):
        _cards_in(play, out)
    for key in ("my_card", "my_kicker"):
        if isinstance(view.get(key), int):
            out.add(view[key])
    for group in view.get("seen", {}).values():
        for cards in group.values():
            out |= set(cards)
    return out


class Checker:
    """Plays one game at a table scene and checks every frame."""

    def __init__(
        self, report: Report, seed: int, size: tuple[int, int], variants: dict[str, Any] | None = None
    ) -> None:
        from game.ui.app import App
        from game.ui.scenes.table import TableScene
        from game.ui.session import LocalSession
        from game.ui.settings import Settings

        self.report = report
        self.rng = random.Random(seed)
        n = report.people + report.bots
        kinds = ["human"] * report.people + ["random"] * report.bots
        self.rng.shuffle(kinds)
        config = default_config(n, seed=seed, alien_mode="random", **(variants or {}))  # tech, hidden powers
        self.session = LocalSession.with_strengths(config, kinds)
        settings = Settings(bot_speed=8.0, animation_speed=8.0)
        self.app = App(settings=settings, size=size)
        self.scene = TableScene(self.app, self.session)
        self.app.switch(self.scene)
        self.people = self.session.humans
        self.owner: int | None = self.people[0] if len(self.people) == 1 else None
        self.known: dict[int | None, tuple[int, set[int]]] = {}
        self.asked_at: int | None = None  # the pause the people already considered (its id)
        self.prompt_clicks = 0

    # -- the game --------------------------------------------------------------------------------------
    def play(self, max_frames: int) -> None:
        """Frames until the game is over (or ``max_frames``)."""
        import pygame

        from game.ui import cards

        for _ in range(max_frames):
            if self.session.over:
                self.report.finished += 1
                break
            pygame.event.pump()
            if self.scene.thinking is not None:  # the same games whatever the machine's speed
                self.scene.thinking[1].result()
            self.app.frame(1 / 20)
            self.report.frames += 1
            self._who_looks()
            self._check(list(cards.FACES_DRAWN))
            self._act()
        self.report.games += 1
        self.report.encounters += self.session.state.encounters
        self.scene.worker.shutdown(wait=True)

    def _addressed(self, seat: int) -> bool:
        """Is the screen talking to ``seat`` now (its prompt, its pause, its note)?"""
        scene = self.scene
        prompt = scene.prompt.prompt
        return (
            (prompt is not None and prompt.seat == seat)
            or scene.gate.chosen == seat
            or scene.gate.nothing_for == seat
        )

    def _who_looks(self) -> None:
        """The people's side of ownership: the person the curtain was lifted for keeps the screen while
        it talks to them; then everyone looks again."""
        if len(self.people) == 1 or self.scene.curtain.up:
            return
        if self.owner is not None and not self._addressed(self.owner):
            self.owner = None

    # -- checks ----------------------------------------------------------------------------------------
    def _allowed(self, owner: int | None) -> set[int]:
        """Cards ``owner`` (None: the whole table) may see face up: its view now and every event it saw."""
        history = self.session.history
        count, seen = self.known.get(owner, (0, set()))
        for batch in history[count:]:
            for e in batch.events:
                if e.visible_to(owner):
                    _cards_in(e.data, seen)
        self.known[owner] = (len(history), seen)
        return seen | _view_cards(view_for(self.session.state, owner))

    def _leak(self, what: str, **detail: Any) -> None:
        entry = {"frame": self.report.frames, "what": what, "owner": self.owner, **detail}
        self.report.leaks.append(entry)

    def _check(self, faces: list[int]) -> None:
        scene = self.scene
        if scene.curtain.up:
            if faces:
                self._leak("card faces behind the curtain", cards=sorted(set(faces)))
            return
        owner = self.owner
        table = scene.table
        shown = table.shown
        if shown and shown.get("seat") is not None and shown["seat"] != owner:
            self._leak("a seat's private view on screen", seat=shown["seat"])
        wrong = set(faces) - self._allowed(owner)
        if wrong:
            self._leak("card faces", cards=sorted(wrong))
        for entry in table.log_entries():
            event = getattr(entry, "event", None)
            if isinstance(event, Event) and not event.visible_to(owner):
                self._leak("private log line", kind=event.kind)
                break
        prompt = scene.prompt.prompt
        secret = prompt is not None and not prompt_is_public(prompt)
        if prompt is not None and secret and not scene.gate.showing and prompt.seat != owner:
            self._leak("a secret prompt", ctx=prompt.ctx, seat=prompt.seat)
        if scene.gate.nothing_for is not None and scene.gate.nothing_for != owner:
            self._leak("a private note", seat=scene.gate.nothing_for)
        self._check_facts()

    def _check_facts(self) -> None:
        """At rest, the header and the encounter panel say what the engine says."""
        from game.ui.hud import screen_facts

        scene = self.scene
        if scene.animator.busy or scene.stage or not scene.table.shown:
            return
        drawn = getattr(scene.hud, "drawn", None)
        if not drawn:
            return
        truth = screen_facts(self.session.view(self.owner))
        diff = {k: (drawn.get(k), v) for k, v in truth.items() if drawn.get(k) != v}
        if diff:
            self.report.screen_mismatches.append({"frame": self.report.frames, "diff": diff})

    # -- the people ------------------------------------------------------------------------------------
    def _act(self) -> None:
        scene = self.scene
        if scene.curtain.up:
            seat = scene.table.curtain_for
            self._click_at((10, 10))
            self.report.curtains += 1
            self.report.non_decision_clicks += 1
            self.owner = seat
            return
        gate = scene.gate
        if gate.nothing_for is not None:
            self._press(gate.buttons, "Back")
            self.report.backs += 1
            self.report.non_decision_clicks += 1
            return
        if gate.hold is not None and gate.chosen is None:
            self._consider(gate)
            return
        prompt = scene.prompt.prompt
        if prompt is not None and prompt.seat in self.people and not scene.animator.busy:
            self._answer(prompt)

    def _consider(self, gate: Any) -> None:
        """A window pause: each person may ask to play (once per pause)."""
        hold = gate.hold
        if self.asked_at == id(hold):
            return
        self.asked_at = id(hold)
        self.report.window_pauses += 1
        at_window = not self.scene.stage
        for i, seat in enumerate(self.people):
            mine = [p for p in self.session.human_prompts(seat) if p.seat == seat and p.ctx == "window"]
            has = at_window and bool(mine)
            if (has and self.rng.random() < 0.3) or self.rng.random() < 0.01:
                if i < len(gate.buttons):
                    self._click_button(gate.buttons[i])
                    self.report.decisions += 1
                return

    def _answer(self, prompt: Prompt) -> None:
        """Click the panel's enabled buttons and glowing cards at random until the engine takes an answer;
        in a window, pass or play. After many clicks, answer through the panel (a fallback)."""
        scene = self.scene
        before = len(self.session.history)
        targets: list[tuple[int, int]] = []
        buttons = [b for b in scene.prompt.buttons if b.enabled]
        if prompt.ctx == "window":
            plays = [b for b in buttons if "pass" not in b.label.lower()]
            passes = [b for b in buttons if "pass" in b.label.lower()]
            pick = passes if (not plays or self.rng.random() < 0.4) and passes else plays
            targets = [b.rect.center for b in pick]
        else:
            targets = [b.rect.center for b in buttons]
            marks = scene.hand.marks() if scene.table.private_allowed else {}
            targets += [r.center for r, card in scene.hand.rects if marks.get(card) == "playable"]
        if self.prompt_clicks > 30 or not targets:
            self._fallback(prompt)
            return
        self.prompt_clicks += 1
        self._click_at(self.rng.choice(targets))
        self._after_click(prompt, before)

    def _after_click(self, prompt: Prompt, before: int) -> None:
        """Run the frame the click lands in; classify what it sent."""
        self.app.frame(1 / 20)
        self.report.frames += 1
        self._who_looks()
        from game.ui import cards

        self._check(list(cards.FACES_DRAWN))
        sent = self.session.history[before:]
        if not sent:
            return
        self.prompt_clicks = 0
        action = sent[0].action or {}
        if prompt.ctx == "window" and action.get("type") == "pass":
            self.report.window_passes += 1
            self.report.non_decision_clicks += 1
        else:
            self.report.decisions += 1

    def _fallback(self, prompt: Prompt) -> None:
        from game.bots.random_bot import RandomBot

        self.prompt_clicks = 0
        self.report.fallbacks += 1
        action = RandomBot(self.rng.randrange(1 << 30)).act(prompt, lambda: {})
        before = len(self.session.history)
        if self.scene.prompt.send(action):
            self.report.decisions += 1 if len(self.session.history) > before else 0

    def _press(self, buttons: list[Any], word: str) -> None:
        for b in buttons:
            if word.lower() in b.label.lower():
                self._click_button(b)
                return

    def _click_button(self, button: Any) -> None:
        self._click_at(button.rect.center)

    def _click_at(self, pos: tuple[int, int]) -> None:
        import pygame

        pygame.mouse.set_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def run_check(
    people: int,
    bots: int,
    seed: int,
    games: int,
    size: tuple[int, int] = (1280, 720),
    max_frames: int = 40000,
    variants: dict[str, Any] | None = None,
) -> Report:
    """Play ``games`` hot-seat games (seeds ``seed``, ``seed + 1`` ...) and report what was seen;
    ``variants``: table switches (``{"tech": True}``)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    report = Report(people, bots, seed)
    for i in range(games):
        Checker(report, seed + i, size, variants).play(max_frames)
    return report


def add_command(sub: Any) -> None:
    """Register ``hotseat-check`` on main.py's subparsers."""
    cmd = sub.add_parser("hotseat-check", help="play hot-seat games through the window and check secrecy")
    cmd.add_argument("--people", type=int, default=2)
    cmd.add_argument("--bots", type=int, default=3)
    cmd.add_argument("--seed", type=int, default=1)
    cmd.add_argument("--games", type=int, default=1)
    cmd.add_argument("--size", default="1280x720")
    cmd.add_argument("--max-frames", type=int, default=40000, help="per game")
    cmd.add_argument("--json", action="store_true")
    add_variant_flags(cmd)
    add_expansion_flags(cmd)
    cmd.set_defaults(fn=cmd_check)


def cmd_check(args: argparse.Namespace) -> int:
    """Run the check; non-zero if anything leaked or the screen disagreed with the engine."""
    top = max_players(EXPANSIONS)
    if not 1 <= args.people <= args.people + args.bots <= top or args.people + args.bots < MIN_PLAYERS:
        print(f"hotseat-check: {MIN_PLAYERS} to {top} seats, at least one person")
        return 2
    w, _, h = args.size.lower().partition("x")
    size = (int(w), int(h))
    variants = variants_from(args)
    table = expansions_for(args.people + args.bots, expansions_from(args))  # more than five seats need them
    if table:
        variants["expansions"] = table
    report = run_check(args.people, args.bots, args.seed, args.games, size, args.max_frames, variants)
    summary = report.summary()
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        for key in (
            "games",
            "finished",
            "frames",
            "encounters",
            "leaks",
            "screen_mismatches",
            "clicks_per_encounter",
            "non_decision_clicks",
            "decisions",
            "curtains",
            "window_pauses",
            "backs",
            "window_passes",
            "fallbacks",
        ):
            print(f"{key}: {summary[key]}")
        for leak in summary["leak_examples"]:
            print(f"  leak: {leak}")
        for diff in summary["mismatch_examples"]:
            print(f"  mismatch: {diff}")
    return 1 if report.leaks or report.screen_mismatches else 0
