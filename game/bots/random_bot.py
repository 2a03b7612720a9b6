"""A bot that picks uniformly among the legal answers to a prompt, with its own RNG.

It reads only the prompt addressed to it (which is part of its own view); it never sees the state.
"""

from __future__ import annotations

from typing import Any

from game.bots.base import ViewFn
from game.prompts import CARDS, CHOOSE, DEAL, INVITE, PLACE, SHIPS, Prompt
from game.rng import Rng


class RandomBot:
    """Uniform over a prompt's choices; for compound answers, a uniform pick at each part."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, prompt: Prompt, view: ViewFn) -> dict[str, Any]:
        """Answer the prompt at random."""
        kind = prompt.kind
        if kind == CHOOSE:
            return dict(prompt.options[self.rng.below(len(prompt.options))])
        if kind == SHIPS:
            return self._ships(prompt.spec)
        if kind == PLACE:
            return self._place(prompt.spec)
        if kind == CARDS:
            return self._cards(prompt.spec)
        if kind == INVITE:
            return {"type": "invite", "seats": [s for s in prompt.spec["candidates"] if self.rng.below(2)]}
        if kind == DEAL:
            return self._deal(prompt.spec)
        raise ValueError(f"unknown prompt kind {kind!r}")

    def _sample(self, items: list[Any], count: int) -> list[Any]:
        """``count`` distinct elements, uniformly (a partial Fisher-Yates: no full shuffle)."""
        items = list(items)
        for i in range(count):
            j = i + self.rng.below(len(items) - i)
            items[i], items[j] = items[j], items[i]
        return items[:count]

    def _pick_units(self, sources: list[list[Any]], count: int) -> list[list[Any]]:
        units: list[Any] = []  # one entry per ship, by source
        for source in sources:
            units += [source[0]] * source[1]
        rng = self.rng
        left = len(units)
        for i in range(count):  # ``_sample`` in place: ``units`` is ours
            j = i + rng.below(left - i)
            units[i], units[j] = units[j], units[i]
        chosen: dict[Any, int] = {}
        for i in range(count):
            loc = units[i]
            chosen[loc] = chosen.get(loc, 0) + 1
        return [[loc, c] for loc, c in chosen.items()]

    def _ships(self, spec: dict[str, Any]) -> dict[str, Any]:
        sides = spec.get("sides")
        if spec.get("decline") and self.rng.below(1 + len(sides or [])) == 0:
            return {"type": "decline"}
        available = 0
        for source in spec["sources"]:
            available += source[1]
        top = min(spec["max"], available)
        total = spec["min"] + self.rng.below(top - spec["min"] + 1)
        out: dict[str, Any] = {"type": spec["type"], "ships": self._pick_units(spec["sources"], total)}
        if sides:
            out["side"] = self.rng.choice(list(sides))
        return out

    def _place(self, spec: dict[str, Any]) -> dict[str, Any]:
        planets = spec["planets"]
        spread: dict[int, int] = {}
        for _ in range(spec["count"]):
            p = self.rng.choice(planets)
            spread[p] = spread.get(p, 0) + 1
        return {"type": "place", "ships": [[p, c] for p, c in spread.items()]}

    def _cards(self, spec: dict[str, Any]) -> dict[str, Any]:
        if "groups" in spec:
            return {"type": spec["type"], "cards": [self.rng.choice(g) for g in spec["groups"]]}
        return {"type": spec["type"], "cards": self._sample(spec["from"], spec["count"])}

    def _deal(self, spec: dict[str, Any]) -> dict[str, Any]:
        choices = ["propose", "fail"] + (["accept"] if spec["can_accept"] else [])
        pick = self.rng.choice(choices)
        if pick == "accept":
            return {"type": "deal_accept"}
        terms = self._terms(spec) if pick == "propose" else None
        if terms is None:
            return {"type": "deal_fail"}
        return {"type": "deal_propose", "terms": terms}

    def _terms(self, spec: dict[str, Any]) -> dict[str, Any] | None:
        me = spec["role"]
        them = "defense" if me == "offense" else "offense"
        cards = spec["my_cards"]
        mine = {
            "cards": self._sample(cards, self.rng.below(min(2, len(cards)) + 1)),
            "count": 0,
            "kind": None,
            "colony": None,
        }
        theirs = {
            "cards": [],
            "count": self.rng.below(min(2, spec["other_hand"]) + 1),
            "kind": None,
            "colony": None,
        }
        if spec["give_colonies"] and self.rng.below(2):
            mine["colony"] = self.rng.choice(spec["give_colonies"])
        if spec["get_colonies"] and self.rng.below(2):
            theirs["colony"] = self.rng.choice(spec["get_colonies"])
        if not (
            mine["cards"] or theirs["count"] or mine["colony"] is not None or theirs["colony"] is not None
        ):
            if spec["other_hand"]:
                theirs["count"] = 1
            elif cards:
                mine["cards"] = self._sample(cards, 1)
            else:
                return None
        return {me: mine, them: theirs}
