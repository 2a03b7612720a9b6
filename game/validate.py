"""Checking an answer against the prompt it answers. Nothing here changes the state.

Each check returns the action in canonical form (plain lists, ints) or raises IllegalAction.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.errors import IllegalAction
from game.prompts import CARDS, CHOOSE, DEAL, INVITE, PLACE, SHIPS, Prompt
from game.state import GameState

Checker = Callable[[GameState, Prompt, dict[str, Any]], dict[str, Any]]
CUSTOM: dict[str, Checker] = {}


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _same(a: Any, b: Any) -> bool:
    """Equal and of the same types all the way down (``1.0`` or ``True`` is not the planet ``1``)."""
    if isinstance(a, dict):
        if not isinstance(b, dict) or a.keys() != b.keys():
            return False
        for k, v in a.items():
            w = b[k]
            kind = type(v)
            if kind is str or kind is int:
                if type(w) is not kind or v != w:
                    return False
            elif not _same(v, w):
                return False
        return True
    if isinstance(a, (list, tuple)):
        return isinstance(b, (list, tuple)) and len(a) == len(b) and all(map(_same, a, b))
    return type(a) is type(b) and a == b


def _strip(action: dict[str, Any]) -> dict[str, Any]:
    body = dict(action)
    # ``in`` and ``del``, not ``pop(key, None)``: compiled, they are direct calls, ``pop`` a method lookup
    if "seat" in body:
        del body["seat"]  # noqa: RUF051
    if "prompt" in body:
        del body["prompt"]  # noqa: RUF051
    return body


def _shares_values(body: dict[str, Any], option: dict[str, Any]) -> bool:
    """Does ``body`` (already equal to ``option``) hold the very objects ``option`` holds? Then it is the
    same all the way down without a walk: the common case of an answer copied from the prompt in-process."""
    return all(body[key] is value for key, value in option.items())


def check(state: GameState, prompt: Prompt, action: dict[str, Any]) -> dict[str, Any]:
    """Validate ``action`` as an answer to ``prompt``; return it canonicalised."""
    body = _strip(action)
    kind = prompt.kind
    if kind == CHOOSE:
        for option in prompt.options:
            if option == body and (_shares_values(body, option) or _same(body, option)):
                return body
        raise IllegalAction("illegal_choice", f"{body!r} is not one of the choices offered")
    if kind in CUSTOM:
        return CUSTOM[kind](state, prompt, body)
    if kind == SHIPS:
        return _check_ships(prompt, body)
    if kind == PLACE:
        return _check_place(prompt, body)
    if kind == CARDS:
        return _check_cards(state, prompt, body)
    if kind == INVITE:
        return _check_invite(prompt, body)
    if kind == DEAL:
        raise IllegalAction("illegal_choice", "no deal checker registered")
    raise IllegalAction("illegal_choice", f"unknown prompt kind {kind!r}")


def pairs(value: Any, what: str) -> list[list[Any]]:
    """A list of ``[key, positive count]`` pairs with distinct keys."""
    if not isinstance(value, list):
        raise IllegalAction("malformed", f"{what} must be a list of [where, count] pairs")
    out: list[list[Any]] = []
    seen: set[Any] = set()
    for item in value:
        if not isinstance(item, (list, tuple)) or len(item) != 2:
            raise IllegalAction("malformed", f"{what} must be a list of [where, count] pairs")
        key = item[0]
        count = item[1]
        if not (_is_int(key) or isinstance(key, str)) or not _is_int(count) or count <= 0:
            raise IllegalAction("malformed", f"bad entry {item!r} in {what}")
        if key in seen:
            raise IllegalAction("malformed", f"{key!r} appears twice in {what}")
        seen.add(key)
        out.append([key, count])
    return out


def _check_ships(prompt: Prompt, body: dict[str, Any]) -> dict[str, Any]:
    spec = prompt.spec
    kind = body.get("type")
    if kind == "decline" and spec.get("decline"):
        if len(body) != 1:  # "type" is there: anything else is too much
            raise IllegalAction("malformed", "a decline carries nothing else")
        return {"type": "decline"}
    if kind != spec["type"]:
        raise IllegalAction("illegal_choice", f"this prompt wants a {spec['type']!r} answer")
    sided = "sides" in spec
    for key in body:
        if key != "type" and key != "ships" and (key != "side" or not sided):
            extra = set(body) - ({"type", "ships", "side"} if sided else {"type", "ships"})
            raise IllegalAction("malformed", f"unexpected fields {sorted(extra, key=repr)}")
    ships = pairs(body.get("ships"), "ships")
    available: dict[Any, Any] = {}
    for source in spec["sources"]:
        available[source[0]] = source[1]
    total = 0
    for pair in ships:
        loc = pair[0]
        count = pair[1]
        if loc not in available:
            raise IllegalAction("illegal_choice", f"no ships of yours can come from {loc!r}")
        if count > available[loc]:
            raise IllegalAction("illegal_choice", f"only {available[loc]} ships at {loc!r}")
        total += count
    if not spec["min"] <= total <= spec["max"]:
        raise IllegalAction("illegal_choice", f"choose {spec['min']} to {spec['max']} ships, not {total}")
    out: dict[str, Any] = {"type": spec["type"], "ships": _by_location(ships)}
    if sided:
        if body.get("side") not in spec["sides"]:
            raise IllegalAction("illegal_choice", f"side must be one of {spec['sides']}")
        out["side"] = body["side"]
    return out


def _loc_key(item: list[Any]) -> tuple[int, Any]:
    loc = item[0]
    return (0, loc) if isinstance(loc, int) else (1, loc)


def _by_location(ships: list[list[Any]]) -> list[list[Any]]:
    """``[location, count]`` pairs (a fresh list from ``pairs``) in canonical order: planets, then names."""
    if len(ships) < 2:
        return ships
    for pair in ships:
        if not isinstance(pair[0], int):
            return sorted(ships, key=_loc_key)
    ships.sort()  # only planets, each once (``pairs``): the pairs sort by their planet
    return ships


def _check_place(prompt: Prompt, body: dict[str, Any]) -> dict[str, Any]:
    spec = prompt.spec
    if body.get("type") != "place" or len(body) != 2 or "ships" not in body:  # just "type" and "ships"
        raise IllegalAction("malformed", "answer with {'type': 'place', 'ships': [[planet, count], ...]}")
    ships = pairs(body["ships"], "ships")
    planets = spec["planets"]  # planet numbers; ``pairs`` let through only ints and strings
    total = 0
    for pair in ships:
        planet = pair[0]
        if planet not in planets:
            raise IllegalAction("illegal_choice", f"planet {planet!r} is not one of your colonies here")
        total += pair[1]
    if total != spec["count"]:
        raise IllegalAction("illegal_choice", f"place exactly {spec['count']} ships, not {total}")
    return {"type": "place", "ships": _by_location(ships)}


def _check_cards(state: GameState, prompt: Prompt, body: dict[str, Any]) -> dict[str, Any]:
    spec = prompt.spec
    if body.get("type") != spec["type"] or set(body) != {"type", "cards"}:
        raise IllegalAction("malformed", f"answer with {{'type': {spec['type']!r}, 'cards': [...]}}")
    cards = body["cards"]
    if not isinstance(cards, list) or not all(_is_int(c) for c in cards) or len(set(cards)) != len(cards):
        raise IllegalAction("malformed", "cards must be a list of distinct card ids")
    hand = state.hands[spec.get("owner", prompt.seat)]  # "owner": a hand a power lets the seat pick from
    hand = hand + spec.get("outside", [])  # cards outside the hand the seat may use as in it (a hoard)
    if any(c not in hand for c in cards):
        raise IllegalAction("illegal_choice", "you can only choose cards in that hand")
    if "groups" in spec:
        groups = spec["groups"]
        if len(cards) != len(groups) or any(sum(1 for c in cards if c in group) != 1 for group in groups):
            raise IllegalAction("illegal_choice", "choose exactly one card from each group")
    else:
        allowed = set(spec["from"])
        if any(c not in allowed for c in cards):
            raise IllegalAction("illegal_choice", "a chosen card is not one of those allowed")
        if not spec.get("min", spec["count"]) <= len(cards) <= spec["count"]:  # "min": up to "count"
            low = spec.get("min", spec["count"])
            raise IllegalAction("illegal_choice", f"choose {low} to {spec['count']} cards")
    return {"type": spec["type"], "cards": sorted(cards)}


def _check_invite(prompt: Prompt, body: dict[str, Any]) -> dict[str, Any]:
    if body.get("type") != "invite" or len(body) != 2 or "seats" not in body:  # just "type" and "seats"
        raise IllegalAction("malformed", "answer with {'type': 'invite', 'seats': [...]}")
    seats = body["seats"]
    if not isinstance(seats, list) or not all(_is_int(s) for s in seats) or len(set(seats)) != len(seats):
        raise IllegalAction("malformed", "seats must be a list of distinct seat numbers")
    candidates = prompt.spec["candidates"]  # seat numbers; the answer's are ints (checked above)
    if any(s not in candidates for s in seats):
        raise IllegalAction("illegal_choice", "you can only invite players who may ally here")
    return {"type": "invite", "seats": sorted(seats)}
