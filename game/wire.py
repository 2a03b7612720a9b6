"""Plain-data codecs for states, actions, events and prompts (string-keyed maps, lists, ints, strs,
bools, None), ready for msgpack or JSON, and the canonical state hash."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import msgpack

from game import rng
from game.config import GameConfig
from game.events import Event
from game.prompts import Prompt
from game.state import Encounter, GameState

_LISTS = (
    "ships",
    "planet_home",
    "warp",
    "gate",
    "dally",
    "deck",
    "discard",
    "destiny_deck",
    "destiny_discard",
    "unused_flares",
    "aliens",
    "power_on",
    "winners",
    "removed",
    "turn_used",
)
_LATER_LISTS = ("reward_deck", "reward_discard")  # added later: older saves may lack them (empty)
# the Technology variant's piles: written only at a tech table (other games' states and hashes as before)
_TECH_LISTS = ("tech_deck", "tech_discard", "tech_card", "tech_ships")
# the hazard deck variant's piles: written only at a hazard table (other games' states and hashes as before)
_HAZARD_LISTS = ("hazard_deck", "hazard_discard", "hazards_in_play")
_SCALARS = (
    "n",
    "rng",
    "first_player",
    "offense",
    "turn",
    "enc_no",
    "encounters",
    "phase",
    "seq",
    "actions",
    "over",
    "any_alien",
)


def state_to_wire(state: GameState) -> dict[str, Any]:
    """The whole state (host-only: it holds every secret) as plain data."""
    out: dict[str, Any] = {"config": state.config.to_dict()}
    for name in _SCALARS:
        out[name] = getattr(state, name)
    out["rng"] = rng.to_plain(state.rng)  # a keyed state is wider than msgpack's 64 bits: as text
    for name in _LISTS + _LATER_LISTS:
        out[name] = list(getattr(state, name))
    if state.config.tech:
        for name in _TECH_LISTS:
            out[name] = list(getattr(state, name))
        out["techs_done"] = [list(t) for t in state.techs_done]
    if state.config.hazards:
        for name in _HAZARD_LISTS:
            out[name] = list(getattr(state, name))
    out["hands"] = [list(h) for h in state.hands]
    enc = state.enc
    out["enc"] = {name: _plain(value) for name, value in enc.to_plain().items()}
    out["plays"] = _plain(state.plays)
    out["window"] = _plain(state.window)
    out["queue"] = [_plain(list(step)) for step in state.queue]
    out["prompts"] = [p.to_dict() for p in state.prompts]
    out["answers"] = [[seat, _plain(a)] for seat, a in sorted(state.answers.items())]
    out["extra"] = _plain(state.extra)
    return out


def state_from_wire(data: dict[str, Any]) -> GameState:
    """Inverse of ``state_to_wire``."""
    config = GameConfig.from_dict(data["config"])
    kwargs: dict[str, Any] = {"config": config}
    for name in _SCALARS:
        kwargs[name] = data[name]
    for name in _LISTS:
        kwargs[name] = list(data[name])
    for name in _LATER_LISTS:
        kwargs[name] = list(data.get(name, []))
    for name in _TECH_LISTS:
        kwargs[name] = list(data.get(name, []))
    kwargs["techs_done"] = [list(t) for t in data.get("techs_done", [])]
    for name in _HAZARD_LISTS:
        kwargs[name] = list(data.get(name, []))
    kwargs["hands"] = [list(h) for h in data["hands"]]
    kwargs["enc"] = Encounter.from_plain(data["enc"])
    kwargs["plays"] = data["plays"]
    kwargs["window"] = data["window"]
    kwargs["queue"] = [tuple(step) for step in data["queue"]]
    kwargs["prompts"] = [Prompt.from_dict(p) for p in data["prompts"]]
    kwargs["answers"] = {seat: a for seat, a in data["answers"]}
    kwargs["extra"] = data["extra"]
    kwargs["rng"] = rng.from_plain(data["rng"])
    return GameState(**kwargs)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def state_hash(state: GameState) -> str:
    """A short, canonical fingerprint of the whole state (replays compare these)."""
    blob = json.dumps(state_to_wire(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def event_to_wire(event: Event) -> dict[str, Any]:
    """An event as plain data."""
    return _plain(event.to_dict())  # type: ignore[no-any-return]


def event_from_wire(data: dict[str, Any]) -> Event:
    """Inverse of ``event_to_wire``."""
    to = data.get("to")
    return Event(data["kind"], data["data"], tuple(to) if to is not None else None)


def pack(value: Any) -> bytes:
    """msgpack bytes of plain data."""
    return msgpack.packb(value, use_bin_type=True)  # type: ignore[no-any-return]


def unpack(blob: bytes) -> Any:
    """Plain data from msgpack bytes (maps keep string keys, arrays become lists)."""
    return msgpack.unpackb(blob, raw=False, strict_map_key=True)
