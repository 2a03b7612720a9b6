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

from game.board import foreign_colony_count
from game.cards.catalog import (
    CARD_NAME,
    DESTINY,
    DESTINY_COLOUR,
    DESTINY_WILD,
)
from game.config import COLOURS, GameConfig, default_config
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
    try:
        if "seats" in raw:
            return GameConfig.from_dict(raw)
        options = {k: v for k, v in raw.items() if k != "players"}
        base = default_config(int(raw.get("players", 4))).to_dict()
        base.update(options)
        return GameConfig.from_dict(base)
    except (ConfigError, TypeError, ValueError) as exc:
        raise ScenarioError(f"bad config: {exc}") from exc


def card_ids(names: list[Any], taken: set[int]) -> list[int]:
    """Resolve card names (``"Attack 08"``, ``"Card Zap"``) or ids to distinct ids not yet taken."""
    out = []
    for name in names:
        if isinstance(name, int):
            if name in taken or not 0 <= name < len(CARD_NAME):
                raise ScenarioError(f"card id {name} is unknown or used twice")
            cid = name
        else:
            free = [i for i, n in enumerate(CARD_NAME) if n == name and i not in taken]
            if not free:
                raise ScenarioError(f"no (more) copies of card {name!r}")
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
    unknown = set(raw) - {"first_player", "hands", "deck_top", "destiny_top", "ships"}
    if unknown:
        raise ScenarioError(f"unknown setup keys: {sorted(unknown)}")
    n = config.players

    def setup(state: GameState) -> None:
        if "first_player" in raw:
            fp = raw["first_player"]
            if not isinstance(fp, int) or not 0 <= fp < n:
                raise ScenarioError("first_player must be a seat number")
            state.first_player = fp
        taken: set[int] = set()
        hands = _seat_map(raw.get("hands", {}), "hands", n)
        wanted = {seat: card_ids(list(cards), taken) for seat, cards in hands.items()}
        top = card_ids(list(raw.get("deck_top", [])), taken)
        claimed = set(taken)
        for seat in range(n):
            state.hands[seat] = [c for c in state.hands[seat] if c not in claimed]
        state.deck = [c for c in state.deck if c not in claimed]
        for seat, cards in wanted.items():
            state.deck[:0] = state.hands[seat]  # displaced cards go to the bottom
            state.hands[seat] = cards
        for seat in range(n):  # unspecified hands that lost a card are topped up from the bottom
            while len(state.hands[seat]) < 8 and seat not in wanted and state.deck:
                state.hands[seat].append(state.deck.pop(0))
        state.deck.extend(reversed(top))
        if "destiny_top" in raw:
            colours = {COLOURS.index(s.colour) for s in config.seats}
            ids = destiny_ids(list(raw["destiny_top"]), colours)
            rest = [c for c in state.destiny_deck if c not in ids]
            state.destiny_deck = rest + list(reversed(ids))
            state.destiny_discard = [c for c in state.destiny_discard if c not in ids]
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
                state.power_on[seat] = (
                    sum(1 for p, h in enumerate(state.planet_home) if h == seat and state.ships[p * n + seat])
                    >= config.power_threshold
                )

    return setup


def run_scenario(data: dict[str, Any]) -> ScenarioResult:
    """Play a scenario; a refused action stops it and is reported in ``error``."""
    config = scenario_config(data.get("config", {}))
    state, events = new_game(config, make_setup(data.get("setup"), config))
    result = ScenarioResult(state, list(events))
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError("actions must be a list")
    for i, action in enumerate(actions):
        try:
            result.events.extend(apply(state, action))
        except IllegalAction as exc:
            result.error = {"index": i, "code": exc.code, "reason": exc.reason}
            break
        result.applied += 1
    return result


def check_expectations(result: ScenarioResult, expect: dict[str, Any]) -> list[str]:
    """Compare a scenario's outcome with its ``expect`` table; return the mismatches."""
    state = result.state
    n = state.n
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
        "hand_sizes": lambda: [len(h) for h in state.hands],
        "foreign_colonies": lambda: [foreign_colony_count(state, s) for s in range(n)],
        "power_on": lambda: state.power_on,
        "phase": lambda: state.phase,
        "outcome": lambda: state.enc.outcome,
        "success": lambda: state.enc.success,
        "offense": lambda: state.offense,
        "defense": lambda: state.enc.defense,
        "turn": lambda: state.turn,
        "encounter_number": lambda: state.enc_no,
        "deck_size": lambda: len(state.deck),
        "discard_size": lambda: len(state.discard),
        "discard_top": lambda: CARD_NAME[state.discard[-1]] if state.discard else None,
        "prompts": lambda: [[p.seat, p.ctx] for p in state.prompts],
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
        elif key == "hand_contains":
            for seat, names in _seat_map(expect[key], key, n).items():
                held = [CARD_NAME[c] for c in state.hands[seat]]
                for name in names:
                    if name not in held:
                        problems.append(f"seat {seat} should hold {name!r}; holds {held}")
                    else:
                        held.remove(name)
        elif key == "events":
            problems.extend(f"no {k!r} event" for k in expect[key] if k not in kinds)
        elif key == "no_events":
            problems.extend(f"unexpected {k!r} event" for k in expect[key] if k in kinds)
        else:
            problems.append(f"unknown expectation {key!r}")
    return problems
