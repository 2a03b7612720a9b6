"""Scenario files: a reproducible situation (config, setup overrides, actions, expectations).

The format is documented in docs/scenarios.md. ``run_scenario`` plays one and reports the events, the
public state and any refused action; ``check_expectations`` compares the outcome with the file's
``expect`` table, which is how the rule tests use the same files.
"""

from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.board import foreign_colony_count, refresh_power, ships_on_colonies
from game.cards.catalog import (
    CARD_BACK,
    CARD_KIND,
    CARD_NAME,
    COSMIC,
    DESTINY,
    DESTINY_COLOUR,
    DESTINY_WILD,
    LARGE_GROUP_IDS,
    REWARD,
    is_large_group,
)
from game.config import COLOURS, REWARDS_NONE, GameConfig, default_config
from game.deck import is_reward
from game.engine import apply, new_game
from game.errors import ConfigError, IllegalAction
from game.events import Event
from game.state import GameState
from game.view import view_for
from game.wire import event_to_wire


class ScenarioError(ValueError):
    """A scenario file that cannot be understood."""


@dataclass
class ScenarioResult:
    """What running a scenario produced."""

    state: GameState
    events: list[Event] = field(default_factory=list)
    error: dict[str, Any] | None = None
    applied: int = 0
    before_error: GameState | None = None  # the state just before the refused action, to compare with

    def to_dict(self) -> dict[str, Any]:
        """The ``--json`` output."""
        out: dict[str, Any] = {
            "events": [event_to_wire(e) for e in self.events],
            "state": view_for(self.state, None),
            "applied": self.applied,
            "prompts": [p.to_dict() for p in self.state.prompts],
        }
        if self.error is not None:
            out["error"] = self.error
        return out


def load_scenario(path: str | Path) -> dict[str, Any]:
    """Read a scenario from a .toml or .json file."""
    path = Path(path)
    try:
        text = path.read_text()
        data = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    except (OSError, tomllib.TOMLDecodeError, json.JSONDecodeError) as exc:
        raise ScenarioError(f"cannot read {path}: {exc}") from exc
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a table")
    return data


def scenario_config(raw: Any) -> GameConfig:
    """``[config]``: either ``players`` (seats named after colours) plus options, or full ``seats``."""
    if not isinstance(raw, dict):
        raise ScenarioError("[config] must be a table")
    if isinstance(raw.get("aliens"), list):  # TOML has no null: "" means a seat without an alien
        raw = {**raw, "aliens": [a or None for a in raw["aliens"]]}
    try:
        if "seats" in raw:
            return GameConfig.from_dict(raw)
        options = {k: v for k, v in raw.items() if k != "players"}
        # the seat count is checked against the expansions (each seat past five needs one colour expansion)
        named = raw.get("expansions") if isinstance(raw.get("expansions"), list) else []
        table = default_config(
            int(raw.get("players", 4)), incursion=raw.get("incursion") is True, expansions=named
        )
        base = table.to_dict()
        del base["rng"]  # as any config written without it: SplitMix64, the deals scenarios were made on
        base.update(options)
        return GameConfig.from_dict(base)
    except (ConfigError, TypeError, ValueError) as exc:
        raise ScenarioError(f"bad config: {exc}") from exc


REWARD_PREFIX = "Reward "  # "Reward Attack 10": the reward deck's copy of a face the cosmic deck also has
# The faces of the base cosmic deck and the flares. Cosmic Alliance's large-group cards are left out: they
# share the reward deck's "Reinforcement +4" and "+6", which stay the reward cards at a table without them.
_COSMIC_NAMES = frozenset(
    CARD_NAME[c] for c, b in enumerate(CARD_BACK) if b == COSMIC and not is_large_group(c)
)
_LARGE_GROUP_NAMES = frozenset(CARD_NAME[c] for c in LARGE_GROUP_IDS)


def name_matches(name: str, card: int, large_group: bool = False) -> bool:
    """Does a scenario's card name mean ``card``? A plain name means a cosmic card, or a reward card whose
    face the cosmic deck lacks (``"Crooked Deal"``, ``"Attack -04"``); ``"Reward X"`` means a reward X.
    ``large_group``: the table plays Cosmic Alliance's large-group cards, whose faces the deck then has."""
    if name.startswith(REWARD_PREFIX) and CARD_BACK[card] == REWARD:
        return CARD_NAME[card] == name.removeprefix(REWARD_PREFIX)
    if CARD_NAME[card] != name:
        return False
    cosmic = name in _COSMIC_NAMES or (large_group and name in _LARGE_GROUP_NAMES)
    return CARD_BACK[card] == COSMIC or not cosmic


def scenario_name(state: GameState, card: int) -> str:
    """How a scenario writes ``card`` at this table (a reward copy of a cosmic face as ``"Reward X"``)."""
    name = CARD_NAME[card]
    cosmic = name in _COSMIC_NAMES or (state.config.large_group and name in _LARGE_GROUP_NAMES)
    return REWARD_PREFIX + name if is_reward(state, card) and cosmic else name


def card_ids(names: list[Any], taken: set[int], large_group: bool = False) -> list[int]:
    """Resolve card names (``"Attack 08"``, ``"Card Zap"``, ``"Reward Morph"``) or ids to distinct ids not
    yet taken. With ``large_group`` (the table plays Cosmic Alliance's large-group cards) a plain name may
    also mean one of them, after the base deck's copies (a reward card of the same face is then written
    ``"Reward X"``); without, they are not in the game and never named."""
    out = []
    for name in names:
        if isinstance(name, int):
            if name in taken or not 0 <= name < len(CARD_NAME):
                raise ScenarioError(f"card id {name} is unknown or used twice")
            if is_large_group(name) and not large_group:
                raise ScenarioError(f"card id {name} is a large-group card; this table plays without them")
            cid = name
        else:
            free = [
                i
                for i in range(len(CARD_NAME))
                if name_matches(str(name), i, large_group)
                and i not in taken
                and (large_group or not is_large_group(i))
            ]
            if not free:
                lg = "" if large_group else " (the large-group cards are off: config.large_group_cards)"
                raise ScenarioError(f"no (more) copies of card {name!r}{lg}")
            cid = free[0]
        taken.add(cid)
        out.append(cid)
    return out


def destiny_ids(names: list[str], used_colours: set[int]) -> list[int]:
    """Resolve destiny names (a colour, ``wild``, or a special's name) to distinct card ids."""
    taken: set[int] = set()
    out = []
    for name in names:
        for i, (kind, arg) in enumerate(DESTINY):
            if i in taken:
                continue
            if (
                (kind == DESTINY_COLOUR and COLOURS[int(arg)] == name and int(arg) in used_colours)
                or (kind == DESTINY_WILD and name == "wild")
                or (arg == name and kind != DESTINY_COLOUR)
            ):
                taken.add(i)
                out.append(i)
                break
        else:
            raise ScenarioError(f"no (more) destiny cards called {name!r}")
    return out


SETUP_KEYS = frozenset(
    {
        "first_player",
        "hands",
        "deck_top",
        "deck",
        "discard",
        "destiny_top",
        "destiny_deck",
        "ships",
        "reward_deck",
        "reward_deck_top",
        "reward_discard",
    }
)


def _seat_map(raw: Any, what: str, n: int) -> dict[int, Any]:
    if not isinstance(raw, dict):
        raise ScenarioError(f"{what} must map seats to values")
    out = {}
    for k, v in raw.items():
        try:
            seat = int(k)
        except ValueError as exc:
            raise ScenarioError(f"{what}: {k!r} is not a seat number") from exc
        if not 0 <= seat < n:
            raise ScenarioError(f"{what}: no seat {seat}")
        out[seat] = v
    return out


def make_setup(raw: Any, config: GameConfig) -> Any:
    """Build the setup function for ``new_game`` from the ``[setup]`` table."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise ScenarioError("[setup] must be a table")
    unknown = set(raw) - SETUP_KEYS
    if unknown:
        raise ScenarioError(f"unknown setup keys: {sorted(unknown)}")
    for a, b in (("deck", "deck_top"), ("destiny_deck", "destiny_top"), ("reward_deck", "reward_deck_top")):
        if a in raw and b in raw:
            raise ScenarioError(f"setup: give either {a} or {b}, not both")
    n = config.players

    def setup(state: GameState) -> None:
        if "first_player" in raw:
            fp = raw["first_player"]
            if not isinstance(fp, int) or not 0 <= fp < n:
                raise ScenarioError("first_player must be a seat number")
            state.first_player = fp
        taken: set[int] = set()
        lg = config.large_group
        hands = _seat_map(raw.get("hands", {}), "hands", n)
        wanted = {seat: card_ids(list(cards), taken, lg) for seat, cards in hands.items()}
        top = card_ids(list(raw.get("deck_top") or raw.get("deck") or []), taken, lg)
        pile = card_ids(list(raw.get("discard", [])), taken, lg)
        reward_top = card_ids(list(raw.get("reward_deck_top") or raw.get("reward_deck") or []), taken, lg)
        reward_pile = card_ids(list(raw.get("reward_discard", [])), taken, lg)
        claimed = set(taken)
        if config.rewards == REWARDS_NONE and any(CARD_BACK[c] == REWARD for c in claimed):
            raise ScenarioError("reward cards are named, but this table plays without them (config.rewards)")
        if any(CARD_BACK[c] != REWARD for c in reward_top + reward_pile):
            raise ScenarioError('only reward cards go in the reward piles ("Reward Attack 10" ...)')
        for seat in range(n):
            state.hands[seat] = [c for c in state.hands[seat] if c not in claimed]
        state.deck = [c for c in state.deck if c not in claimed]
        state.reward_deck = [c for c in state.reward_deck if c not in claimed]
        state.unused_flares = [c for c in state.unused_flares if c not in claimed]
        for seat, cards in wanted.items():
            displaced = state.hands[seat]  # displaced cards go to the bottom of their deck
            state.deck[:0] = [c for c in displaced if not is_reward(state, c)]
            state.reward_deck[:0] = [c for c in displaced if is_reward(state, c)]
            state.hands[seat] = cards
        for seat in range(n):  # unspecified hands that lost a card are topped up from the bottom
            while len(state.hands[seat]) < 8 and seat not in wanted and state.deck:
                state.hands[seat].append(state.deck.pop(0))
        if "deck" in raw:  # an exact deck: cards placed nowhere are set aside, out of the game
            state.deck = []
        state.deck.extend(reversed(top))
        if "discard" in raw:
            state.discard = pile
        if "reward_deck" in raw:  # the whole reward deck, first listed drawn first; others set aside
            state.reward_deck = []
        state.reward_deck.extend(reversed(reward_top))
        if "reward_discard" in raw:
            state.reward_discard = reward_pile
        if "destiny_top" in raw or "destiny_deck" in raw:
            colours = {COLOURS.index(s.colour) for s in config.seats}
            ids = destiny_ids(list(raw.get("destiny_top") or raw.get("destiny_deck") or []), colours)
            rest = [c for c in state.destiny_deck + state.destiny_discard if c not in ids]
            if "destiny_deck" in raw:  # an exact destiny deck: the other cards start in its discard pile
                state.destiny_deck, state.destiny_discard = list(reversed(ids)), rest
            else:
                state.destiny_deck = rest + list(reversed(ids))
                state.destiny_discard = []
        if "ships" in raw:
            ships = _seat_map(raw["ships"], "ships", n)
            for seat, placement in ships.items():
                placed = {int(p): int(c) for p, c in dict(placement).items()}
                if sum(placed.values()) > config.ships_per_player or any(c < 0 for c in placed.values()):
                    raise ScenarioError(f"seat {seat} has only {config.ships_per_player} ships")
                if any(not 0 <= p < len(state.planet_home) for p in placed):
                    raise ScenarioError(f"seat {seat}: no such planet in {sorted(placed)}")
                for p in range(len(state.planet_home)):
                    state.ships[p * n + seat] = placed.get(p, 0)
                state.warp[seat] = config.ships_per_player - sum(placed.values())
            for seat in range(n):
                refresh_power(state, [], seat)

    return setup


def named_cards(action: Any, hand: list[int], large_group: bool = False) -> Any:
    """Replace card names in an action by ids from ``hand``: every ``card`` value and ``cards`` entry that
    is a string, at any depth (so deal terms work too). Two equal names get two different copies."""
    used: set[int] = set()

    def one(name: Any) -> Any:
        if not isinstance(name, str):
            return name
        for c in hand:
            if name_matches(name, c, large_group) and c not in used:
                used.add(c)
                return c
        raise ScenarioError(f"the acting seat holds no (more) {name!r}")

    def walk(value: Any) -> Any:
        if isinstance(value, dict):
            out = {}
            for k, v in value.items():
                if k == "card":
                    out[k] = one(v)
                elif k == "cards" and isinstance(v, list):
                    out[k] = [one(c) for c in v]
                else:
                    out[k] = walk(v)
            return out
        if isinstance(value, list):
            return [walk(v) for v in value]
        return value

    return walk(action)


def run_scenario(data: dict[str, Any]) -> ScenarioResult:
    """Play a scenario; a refused action stops it and is reported in ``error``.

    Card names in actions are resolved against the acting seat's hand (see ``named_cards``).
    """
    config = scenario_config(data.get("config", {}))
    try:
        state, events = new_game(config, make_setup(data.get("setup"), config))
    except ConfigError as exc:  # what only setup can tell (an Incursion alien without the switch ...)
        raise ScenarioError(f"bad config: {exc}") from exc
    result = ScenarioResult(state, list(events))
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError("actions must be a list")
    for i, action in enumerate(actions):
        seat = action.get("seat") if isinstance(action, dict) else None
        if isinstance(seat, int) and 0 <= seat < state.n:
            action = named_cards(action, state.hands[seat], state.config.large_group)
        before = state.copy()
        try:
            result.events.extend(apply(state, action))
        except IllegalAction as refused:
            result.error = {"index": i, "code": refused.code, "reason": refused.reason}
            result.before_error = before
            break
        result.applied += 1
    return result


def _card_names(value: Any) -> Any:
    """An option with its ``card`` id shown as the card's name (how scenario files write cards)."""
    if isinstance(value, dict) and isinstance(value.get("card"), int):
        return {**value, "card": CARD_NAME[value["card"]]}
    return value


def _cosmic_cards(state: GameState) -> list[int]:
    """Every cosmic card in the game: deck, discard pile, hands, and cards on the table."""
    cards = state.deck + state.discard + state.reward_deck + state.reward_discard
    cards += [c for h in state.hands for c in h]
    cards += [c for c in state.enc.in_play if c not in cards]
    cards += [p["card"] for p in state.plays]
    for c in (state.enc.off_card, state.enc.def_card):
        if c >= 0 and c not in cards:
            cards.append(c)
    return cards


def _destiny_label(card: int) -> str:
    kind, arg = DESTINY[card]
    return COLOURS[int(arg)] if kind == DESTINY_COLOUR else "wild" if kind == DESTINY_WILD else str(arg)


def _counts(items: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in items:
        out[item] = out.get(item, 0) + 1
    return out


def _seats_of(mask: int, n: int) -> list[int]:
    return [s for s in range(n) if mask >> s & 1]


def check_expectations(result: ScenarioResult, expect: dict[str, Any]) -> list[str]:
    """Compare a scenario's outcome with its ``expect`` table; return the mismatches.

    The keys are listed in docs/scenarios.md. Card ids in hands, piles and options are compared by name.
    """
    state = result.state
    n = state.n
    enc = state.enc
    problems: list[str] = []

    def same(key: str, actual: Any) -> None:
        if actual != expect[key]:
            problems.append(f"{key}: expected {expect[key]!r}, got {actual!r}")

    kinds = [e.kind for e in result.events]
    checks: dict[str, Any] = {
        "error": lambda: result.error["code"] if result.error else None,
        "winners": lambda: state.winners,
        "over": lambda: state.over,
        "warp": lambda: state.warp,
        "gate": lambda: state.gate,
        "ally_ships": lambda: state.dally,
        "hand_sizes": lambda: [len(h) for h in state.hands],
        "foreign_colonies": lambda: [foreign_colony_count(state, s) for s in range(n)],
        "power_on": lambda: state.power_on,
        "phase": lambda: state.phase,
        "outcome": lambda: enc.outcome,
        "success": lambda: enc.success,
        "offense": lambda: state.offense,
        "defense": lambda: enc.defense,
        "target": lambda: enc.target,
        "allied": lambda: _seats_of(enc.allied, n),
        "offense_allies": lambda: _seats_of(enc.off_allies, n),
        "defense_allies": lambda: _seats_of(enc.def_allies, n),
        "turn": lambda: state.turn,
        "encounter_number": lambda: state.enc_no,
        "deck_size": lambda: len(state.deck),
        "discard_size": lambda: len(state.discard),
        "discard_top": lambda: CARD_NAME[state.discard[-1]] if state.discard else None,
        "discard": lambda: [CARD_NAME[c] for c in state.discard],
        "reward_deck_size": lambda: len(state.reward_deck),
        "reward_discard_size": lambda: len(state.reward_discard),
        "reward_discard": lambda: [scenario_name(state, c) for c in state.reward_discard],
        "reward_cards": lambda: [sum(1 for c in h if is_reward(state, c)) for h in state.hands],
        "destiny_deck_size": lambda: len(state.destiny_deck),
        "destiny_discard_size": lambda: len(state.destiny_discard),
        "destiny_contents": lambda: _counts(
            [_destiny_label(c) for c in state.destiny_deck + state.destiny_discard]
        ),
        "card_kinds": lambda: _counts([CARD_KIND[c] for c in _cosmic_cards(state)]),
        "prompts": lambda: [[p.seat, p.ctx] for p in state.prompts],
        "event_counts": lambda: {k: kinds.count(k) for k in expect["event_counts"]},
        "unchanged": lambda: result.before_error is not None and result.before_error == state,
    }
    for key in expect:
        if key in checks:
            same(key, checks[key]())
        elif key == "ships":
            for planet, per_seat in dict(expect["ships"]).items():
                for seat, count in dict(per_seat).items():
                    actual = state.ships[int(planet) * n + int(seat)]
                    if actual != count:
                        problems.append(
                            f"ships on planet {planet} of seat {seat}: expected {count}, got {actual}"
                        )
        elif key == "colonies":
            for seat, placed in _seat_map(expect[key], key, n).items():
                colonies = {int(p): int(c) for p, c in dict(placed).items()}
                found = {p: c for p, c in ships_on_colonies(state, seat)}
                if found != colonies:
                    problems.append(f"colonies of seat {seat}: expected {colonies}, got {found}")
        elif key in ("hand_contains", "hand_lacks"):
            for seat, names in _seat_map(expect[key], key, n).items():
                held = [scenario_name(state, c) for c in state.hands[seat]]
                for name in names:
                    if (name in held) != (key == "hand_contains"):
                        verb = "should" if key == "hand_contains" else "should not"
                        problems.append(f"seat {seat} {verb} hold {name!r}; holds {held}")
                    elif name in held:
                        held.remove(name)
        elif key == "hands":
            for seat, names in _seat_map(expect[key], key, n).items():
                held = sorted(scenario_name(state, c) for c in state.hands[seat])
                if held != sorted(names):
                    problems.append(f"hand of seat {seat}: expected {sorted(names)}, got {held}")
        elif key == "events":
            problems.extend(f"no {k!r} event" for k in expect[key] if k not in kinds)
        elif key == "no_events":
            problems.extend(f"unexpected {k!r} event" for k in expect[key] if k in kinds)
        elif key == "error_reason":
            reason = result.error["reason"] if result.error else ""
            if expect[key] not in reason:
                problems.append(f"error_reason: {expect[key]!r} is not in {reason!r}")
        elif key == "event_order":
            rest = iter(kinds)
            missing = [k for k in expect[key] if k not in rest]  # consumes: a subsequence test
            if missing:
                problems.append(f"events not in the order {expect[key]!r} (from {missing[0]!r} on)")
        elif key == "event_data":
            for want in expect[key]:
                if not any(
                    e.kind == want.get("kind")
                    and all(e.data.get(k) == v for k, v in want.items() if k != "kind")
                    for e in result.events
                ):
                    problems.append(f"no event matching {want!r}")
        elif key in ("options", "spec"):
            for seat, wanted in _seat_map(expect[key], key, n).items():
                prompt = next((p for p in state.prompts if p.seat == seat), None)
                if prompt is None:
                    problems.append(f"{key}: seat {seat} has no open prompt")
                elif key == "options":
                    offered = [_card_names(o) for o in prompt.options]
                    if offered != list(wanted):
                        problems.append(f"options of seat {seat}: expected {wanted!r}, got {offered!r}")
                else:
                    for k, v in dict(wanted).items():
                        if prompt.spec.get(k) != v:
                            problems.append(
                                f"spec[{k!r}] of seat {seat}: expected {v!r}, got {prompt.spec.get(k)!r}"
                            )
        else:
            problems.append(f"unknown expectation {key!r}")
    return problems
