"""The normal bot: a heuristic player. It reads its prompt and its own view, and answers every prompt kind
on purpose: encounter cards by their odds, alliances by what they pay, deals by their worth against failing,
windows by what each card or power does now, and alien prompts through ``alien_sense`` and the per-alien
senses (``game.bots.senses``: follow-up prompts by their ctx in ``registry.CHOOSE`` and ``registry.SHIPS``).
The reward cards' prompts (kickers, compensation backs, rifts, the reward deck) have their rules in
``encounter.choose_kicker`` and ``rewards``.
"""

from __future__ import annotations

from typing import Any

from game.bots.alien_sense import pick_target, score_power_args
from game.bots.alliance import answer_ally, answer_invite, offense_chance
from game.bots.base import ViewFn
from game.bots.cards import best_first, card_worth, is_encounter, worst_first
from game.bots.deals import answer_deal
from game.bots.encounter import choose_card, choose_kicker
from game.bots.plays import choose_play
from game.bots.rewards import choose_backs, choose_finder_name, choose_rift_ship, draw_worths
from game.bots.senses.registry import CARDS as SENSE_CARDS
from game.bots.senses.registry import CHOOSE as SENSE_CHOOSERS
from game.bots.senses.registry import SHIPS as SENSE_SHIPS
from game.bots.ships import pick_ships, place_ships
from game.bots.situation import OFFENSE, View, aliens_of, colonies_of, role_of, side_of, to_win
from game.bots.team_sense import choose_gift, choose_partner_colour
from game.bots.techs import CHOOSERS as TECH_CHOOSERS
from game.bots.techs import choose_keep, choose_research
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE
from game.prompts import CARDS, CHOOSE, DEAL, INVITE, PLACE, SHIPS, Prompt
from game.rng import Rng

Option = dict[str, Any]
TAKE_KEYS = ("take", "accept", "keep")  # yes/no options where yes gains something


class NormalBot:
    """Heuristic answers to every prompt, from the prompt and the seat's own view."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, prompt: Prompt, view: ViewFn) -> dict[str, Any]:
        """Answer ``prompt``."""
        if prompt.kind == CHOOSE and len(prompt.options) == 1:
            return dict(prompt.options[0])
        if (
            prompt.kind == CHOOSE
            and prompt.ctx == "window"
            and all(o.get("type") == "pass" for o in prompt.options)
        ):
            return dict(prompt.options[0])
        return self.decide(prompt, view())

    def decide(self, prompt: Prompt, v: View) -> dict[str, Any]:
        """Answer ``prompt`` given the seat's view ``v``."""
        seat = prompt.seat
        kind = prompt.kind
        spec = prompt.spec
        if kind == CHOOSE:
            return self.choose(prompt, v)
        if kind == SHIPS:
            return self.ships(prompt, v)
        if kind == PLACE:
            return {"type": "place", "ships": place_ships(v, seat, spec["planets"], spec["count"])}
        if kind == CARDS:
            cards_sense = SENSE_CARDS.get(prompt.ctx)
            return cards_sense(v, seat, spec) if cards_sense is not None else answer_cards(v, seat, spec)
        if kind == INVITE:
            return answer_invite(v, seat, spec, prompt.ctx)
        if kind == DEAL:
            return answer_deal(v, seat, spec)
        raise ValueError(f"unknown prompt kind {kind!r}")

    # --- choose -------------------------------------------------------------------------------------
    def choose(self, prompt: Prompt, v: View) -> dict[str, Any]:
        """Pick one option of a ``choose`` prompt."""
        seat = prompt.seat
        options = [dict(o) for o in prompt.options]
        ctx = prompt.ctx
        if ctx == "select_card":
            return choose_card(v, seat, options)
        if ctx == "window":
            return choose_play(v, seat, options)
        if ctx == "mandatory_use":
            return score_power_args(v, seat, options)
        handler = CHOOSERS.get(ctx) or SENSE_CHOOSERS.get(ctx)
        if handler is not None:
            return dict(handler(v, seat, options))
        return dict(generic_choice(v, seat, options, self.rng))

    # --- ships --------------------------------------------------------------------------------------
    def ships(self, prompt: Prompt, v: View) -> dict[str, Any]:
        """Answer a ``ships`` prompt: alliances, launches and every loss or landing."""
        seat = prompt.seat
        spec = prompt.spec
        if "sides" in spec:
            return answer_ally(v, seat, spec)
        sense = SENSE_SHIPS.get(prompt.ctx)
        if sense is not None:
            return sense(v, seat, spec)
        sources = spec["sources"]
        available = sum(int(a) for _, a in sources)
        low, high = int(spec["min"]), min(int(spec["max"]), available)
        reason = spec["type"]
        if reason == "launch":
            count = max(low, min(high, 4))
            return {"type": reason, "ships": pick_ships(v, seat, sources, count, gate_first=False)}
        if reason in ("lose", "sacrifice"):
            return {"type": reason, "ships": pick_ships(v, seat, sources, low)}
        if reason in ("colony", "reestablish", "ooze", "coldsleep"):
            count = max(low, min(high, 4 if reason != "ooze" else 3))
            return {"type": reason, "ships": pick_ships(v, seat, sources, count, gate_first=True)}
        return {"type": reason, "ships": pick_ships(v, seat, sources, low)}


def answer_cards(v: View, seat: int, spec: dict[str, Any]) -> dict[str, Any]:
    """Cards: from another's hand take the best; of one's own give or throw away the least useful."""
    alien = aliens_of(v, seat)
    kind = spec["type"]
    if "groups" in spec:
        return {"type": kind, "cards": [worst_first(g, alien)[0] for g in spec["groups"]]}
    pool = list(spec["from"])
    count = int(spec["count"])
    low = int(spec.get("min", count))
    taking = ("owner" in spec and spec["owner"] != seat) or kind in ("keep", "loot", "compensation")
    if taking:
        return {"type": kind, "cards": best_first(pool, alien)[:count]}
    if kind == "discard" and low < count:  # optional discards (Barbarian's cull) only of weak cards
        weak = [c for c in worst_first(pool, alien) if card_worth(c, alien) < 4.0]
        chosen = weak[: max(low, min(count, len(weak)))]
        return {"type": kind, "cards": chosen}
    return {"type": kind, "cards": worst_first(pool, alien)[:low]}


# --- choose handlers, by prompt context ---------------------------------------------------------------


def _launch_aim(v: View, seat: int, options: list[Option]) -> Option:
    d = v["encounter"]["defense"]
    return min(options, key=lambda o: (v["planets"][o["planet"]]["ships"][d], o["planet"]))


def _destiny_player(v: View, seat: int, options: list[Option]) -> Option:
    """A wild destiny: attack the player with the weakest planet."""

    def weakest(o: Option) -> tuple[int, int]:
        s = o.get("player", -1)
        planets = [p for p in v["planets"] if p["system"] == s and not p["ships"][seat]]
        return (min((p["ships"][s] for p in planets), default=99), -colonies_of(v, s) if s >= 0 else 0)

    return min(options, key=weakest)


def _own_colour(v: View, seat: int, options: list[Option]) -> Option:
    for choice in ("reestablish", "encounter", "redraw"):
        picks = [o for o in options if o.get("choice") == choice]
        if picks:
            if choice == "encounter":
                return min(picks, key=lambda o: -colonies_of(v, o.get("player", seat)))
            return picks[0]
    return options[0]


def _second_encounter(v: View, seat: int, options: list[Option]) -> Option:
    hand = v["hand"] or []
    good = [c for c in hand if is_encounter(c) and (CARD_KIND[c] != ATTACK or CARD_VALUE[c] >= 8)]
    take = len(good) >= 1 and sum(1 for c in hand if is_encounter(c)) >= 2
    return next((o for o in options if o.get("take") == take), options[0])


def _rewards(v: View, seat: int, options: list[Option]) -> Option:
    """Defender rewards: ships from the warp or cards; at a reward-deck table the cards from the deck that
    gives what the hand needs (``rewards.draw_worths``), the cosmic deck on a tie."""
    warp = v["players"][seat]["warp"]
    ship = 5.0 if warp >= 2 else 2.0
    if not any("reward" in o for o in options):
        return max(options, key=lambda o: o.get("ships", 0) * ship + o.get("cards", 0) * 4.0)
    cosmic, reward = draw_worths(v, seat)

    def worth(o: Option) -> tuple[float, int]:
        r = int(o.get("reward", 0))
        cards = int(o.get("cards", 0))
        return (o.get("ships", 0) * ship + (cards - r) * cosmic + r * reward, -r)

    return max(options, key=worth)


def _regroup_home(v: View, seat: int, options: list[Option]) -> Option:
    return min(options, key=lambda o: (v["planets"][o["planet"]]["ships"][seat], o["planet"]))


def _most(key: str) -> Any:
    def pick(v: View, seat: int, options: list[Option]) -> Option:
        return max(options, key=lambda o: (o.get(key, 0), -options.index(o)))

    return pick


def _least(key: str) -> Any:
    def pick(v: View, seat: int, options: list[Option]) -> Option:
        return min(options, key=lambda o: (o.get(key, 0), options.index(o)))

    return pick


def _challenge(v: View, seat: int, options: list[Option]) -> Option:
    """Gambler's bluff: call it when the claim would beat the seat's side."""
    side = side_of(v, seat)
    call = bool(side) and offense_chance(v) < 0.5 if side == OFFENSE else bool(side)
    return next((o for o in options if o.get("call") == call), options[0])


def _mite(v: View, seat: int, options: list[Option]) -> Option:
    hand = v["hand"] or []
    keep_cards = sum(card_worth(c) for c in worst_first(hand)[3:]) if len(hand) > 3 else 0.0
    choice = "colony" if keep_cards > 25.0 and to_win(v, v["offense"]) > 1 else "discard"
    return next((o for o in options if o.get("choice") == choice), options[0])


CHOOSERS: dict[str, Any] = {
    "kicker": choose_kicker,
    "compensation_backs": choose_backs,
    "rift_ship": choose_rift_ship,
    "finder_name": choose_finder_name,
    "launch_aim": _launch_aim,
    "destiny_wild": _destiny_player,
    "own_colour": _own_colour,
    "partner_colour": choose_partner_colour,
    "team_gift": choose_gift,
    "second_encounter": _second_encounter,
    "rewards": _rewards,
    "regroup_home": _regroup_home,
    "mobius_gate": _most("count"),
    "amoeba_out": _least("count"),
    "gambler_challenge": _challenge,
    "mite_answer": _mite,
    "keep_tech": choose_keep,
    "research": choose_research,
    **TECH_CHOOSERS,
}


def generic_choice(v: View, seat: int, options: list[Option], rng: Rng) -> Option:
    """An alien prompt without a dedicated rule: take what gains, aim at the leader, else the first."""
    for key in TAKE_KEYS:
        yes = [o for o in options if o.get(key) is True]
        if yes:
            return yes[0]
    if any("player" in o for o in options):
        players = sorted({o["player"] for o in options if isinstance(o.get("player"), int)})
        if players:
            target = pick_target(v, seat, players)
            mine = [o for o in options if o.get("player") == target]
            if mine:
                options = mine
    if any("planet" in o for o in options) and role_of(v, seat):
        return min(options, key=lambda o: sum(v["planets"][o["planet"]]["ships"]) if "planet" in o else 99)
    if any("card" in o for o in options):
        return max(options, key=lambda o: card_worth(o["card"]) if isinstance(o.get("card"), int) else 0.0)
    return options[rng.below(len(options))] if len(options) > 1 else options[0]
