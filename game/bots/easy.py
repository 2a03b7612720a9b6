"""The easy bot: legal and rarely clever. Mostly random, but never absurd: it does not play cards into
windows at random, does not throw its whole hand into a deal, does not empty its colonies for nothing, and
never empties a colony to research a tech (it completes a tech once it can and never abandons one), and
does not haggle for ever (as every bot, it makes at most ``deals.MAX_PROPOSALS`` proposals in a negotiation
and never makes the same one twice).
"""

from __future__ import annotations

from typing import Any

from game.bots.base import ViewFn
from game.bots.deals import MAX_PROPOSALS, proposals_made
from game.bots.random_bot import RandomBot
from game.prompts import CHOOSE, DEAL, SHIPS, Prompt

WINDOW_PLAY_ODDS = 4  # plays a card or power in one window out of this many (when it can)


class EasyBot(RandomBot):
    """A random player with a few guard rails."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._offered: list[dict[str, Any]] = []  # its proposals in the current negotiation

    def act(self, prompt: Prompt, view: ViewFn) -> dict[str, Any]:
        """Answer at random within sensible bounds."""
        if prompt.kind == CHOOSE and prompt.ctx == "window":
            plays = [o for o in prompt.options if o.get("type") != "pass"]
            if plays and not self.rng.below(WINDOW_PLAY_ODDS):
                return dict(plays[self.rng.below(len(plays))])
            return next((dict(o) for o in prompt.options if o.get("type") == "pass"), dict(prompt.options[0]))
        if prompt.kind == CHOOSE and prompt.ctx == "research":
            return self._research(prompt, view())
        if prompt.kind == SHIPS and "sides" not in prompt.spec and prompt.spec["type"] == "lose":
            return self._lose(prompt.spec)
        if prompt.kind == DEAL:
            return self._easy_deal(prompt.spec, proposals_made(view()))
        return super().act(prompt, view)

    def _research(self, prompt: Prompt, v: dict[str, Any]) -> dict[str, Any]:
        """Complete when it can; else, half the time, one ship from a colony that keeps one; else nothing."""
        options = prompt.options
        done = [o for o in options if o.get("type") == "complete"]
        if done:
            return dict(done[0])
        seat = prompt.seat
        ships = [p["ships"][seat] for p in v["planets"]]
        safe = [o for o in options if o.get("type") == "research" and ships[o["planet"]] >= 2]
        if safe and self.rng.below(2):
            return dict(safe[self.rng.below(len(safe))])
        return next((dict(o) for o in options if o.get("type") == "pass"), dict(options[0]))

    def _lose(self, spec: dict[str, Any]) -> dict[str, Any]:
        """Lose the fewest ships allowed, from wherever has the most."""
        left = {loc: int(a) for loc, a in spec["sources"]}
        chosen: dict[Any, int] = {}
        for _ in range(spec["min"]):
            loc = max(left, key=lambda k: left[k])
            left[loc] -= 1
            chosen[loc] = chosen.get(loc, 0) + 1
        return {"type": spec["type"], "ships": [[loc, c] for loc, c in chosen.items()]}

    def _easy_deal(self, spec: dict[str, Any], made: int) -> dict[str, Any]:
        """Accept half the offers it can; otherwise propose small terms (one card or one colony each way).
        ``made``: its proposals so far in this negotiation. After ``MAX_PROPOSALS`` of them, or when the
        terms it drew repeat an earlier proposal, it walks away: it accepts the standing offer if it can,
        else lets the deal fail."""
        if not made:
            self._offered = []
        walk_away = {"type": "deal_accept" if spec["can_accept"] else "deal_fail"}
        if made >= MAX_PROPOSALS:
            return walk_away
        if spec["can_accept"] and self.rng.below(2):
            return {"type": "deal_accept"}
        if not self.rng.below(4):
            return {"type": "deal_fail"}
        me = spec["role"]
        them = "defense" if me == "offense" else "offense"
        mine: dict[str, Any] = {"cards": [], "count": 0, "kind": None, "colony": None}
        theirs: dict[str, Any] = {"cards": [], "count": 0, "kind": None, "colony": None}
        if spec["get_colonies"]:
            theirs["colony"] = self.rng.choice(spec["get_colonies"])
        elif spec["other_hand"]:
            theirs["count"] = 1
        if spec["give_colonies"] and self.rng.below(2):
            mine["colony"] = self.rng.choice(spec["give_colonies"])
        elif spec["my_cards"] and len(spec["my_cards"]) > 1:
            mine["cards"] = [self.rng.choice(spec["my_cards"])]
        if not (
            theirs["colony"] is not None or theirs["count"] or mine["colony"] is not None or mine["cards"]
        ):
            return {"type": "deal_fail"}
        terms = {me: mine, them: theirs}
        if terms in self._offered:  # the other side answered these terms with a counter-offer
            return walk_away
        self._offered.append(terms)
        return {"type": "deal_propose", "terms": terms}
