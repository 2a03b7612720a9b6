"""Per-alien hints for the heuristic bots: when a power use or a flare is worth making, and which of its
forms to pick. Keyed by alien name, inside game/bots only; the engine never names an alien outside its
module.

Aliens with specific logic here: Amoeba, Calculator, Chosen, Clone, Fodder, Gambler, Hacker, Kamikaze,
Loser, Mirror, Philanthropist, Reserve, Sorcerer, Spiff, Trader (power uses); Anti-Matter, Human,
Loser, Macron, Pacifist, Tripler, Virus, Warpish (what a card is worth in the encounter). Every other
power use offered is taken (they help their owner whenever the engine offers them), with its target
picked by ``pick_target``; flares are played when their owner takes part in the encounter or the window
is about its own cards or ships.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.bots.cards import card_worth, worst_first
from game.bots.situation import (
    OFFENSE,
    View,
    colonies_of,
    main_of,
    other_side,
    role_of,
    side_of,
    side_ships,
    to_win,
)
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, NEGOTIATE

Option = dict[str, Any]
Sense = Callable[[View, int, Option], float]

# players a use hands something good (a card, a ship); every other "player" argument is a target
FRIENDLY = {"Philanthropist", "Fido"}


def my_card(view: View) -> int | None:
    """The seat's own encounter card this encounter, if it chose one."""
    card = view.get("my_card")
    return int(card) if card is not None else None


def card_contribution(alien: str | None, value: int, ships: int, warp_total: int = 0) -> int:
    """What an attack card of ``value`` and ``ships`` own ships add to a side under ``alien``'s power."""
    if alien == "Tripler":
        value = value * 3 if value <= 10 else -(-value // 3)
    if alien == "Virus":
        return value * max(ships, 1)
    if alien == "Macron":
        ships *= 4
    total = value + ships
    if alien == "Human":
        total += 4
    if alien == "Warpish":
        total += warp_total
    return total


def lower_wins(alien: str | None) -> bool:
    """Does this alien, as a main player, make the lower total win (Anti-Matter)?"""
    return alien == "Anti-Matter"


def negotiate_wins(alien: str | None) -> bool:
    """Does a negotiate beat an attack for this alien (Pacifist)?"""
    return alien == "Pacifist"


def pick_target(view: View, seat: int, players: list[int], friendly: bool = False) -> int:
    """A player to aim a power at: the strongest rival (my opponent on a tie), or for a gift the weakest
    player who is not close to winning."""
    if friendly:
        return min(players, key=lambda s: (colonies_of(view, s), s))
    side = side_of(view, seat)
    opponent = main_of(view, other_side(side)) if side else -1
    return max(players, key=lambda s: (colonies_of(view, s), s == opponent, -s))


def _my_side_behind(view: View, seat: int) -> bool:
    """After the reveal: is the seat's side behind on totals (or tied as the offense)?"""
    enc = view["encounter"]
    side = side_of(view, seat)
    if not side or enc["offense_value"] is None:
        return False
    off = int(enc["offense_value"]) + int(enc["offense_bonus"]) + side_ships(view, OFFENSE)
    de = int(enc["defense_value"]) + int(enc["defense_bonus"]) + side_ships(view, "defense")
    return off <= de if side == OFFENSE else de < off


def _weak_card(view: View) -> bool:
    card = my_card(view)
    return card is None or CARD_KIND[card] != ATTACK or CARD_VALUE[card] <= 6


def _mirror(view: View, seat: int, option: Option) -> float:
    card = my_card(view)
    if card is None or CARD_KIND[card] != ATTACK:
        return -1.0
    v = CARD_VALUE[card]
    return float(v % 10 * 10 + v // 10 - v - 8)


def _trader(view: View, seat: int, option: Option) -> float:
    other = option.get("player", -1)
    if other < 0:
        return -1.0
    theirs = view["players"][other]["hand_size"]
    mine = len(view["hand"] or [])
    good = sum(1 for c in view["hand"] or [] if CARD_KIND[c] == ATTACK and CARD_VALUE[c] >= 10)
    return float(theirs - mine - 2 * good)


def _loser(view: View, seat: int, option: Option) -> float:
    attacks = [CARD_VALUE[c] for c in view["hand"] or [] if CARD_KIND[c] == ATTACK]
    return 1.0 if attacks and max(attacks) <= 8 else -1.0


def _kamikaze(view: View, seat: int, option: Option) -> float:
    ships = int(option.get("ships", 1))
    spare = sum(max(0, p["ships"][seat] - 1) for p in view["planets"])
    return 1.0 if ships <= 2 and spare >= 8 + ships else -1.0


def _gambler(view: View, seat: int, option: Option) -> float:
    if not _weak_card(view):
        return -1.0
    claim = str(option.get("claim", ""))
    return 1.0 if claim.startswith("Attack 1") or claim.startswith("Attack 20") else 0.5


def _philanthropist(view: View, seat: int, option: Option) -> float:
    gift = option.get("gift")
    if gift is None:
        return -1.0
    worst = worst_first(view["hand"] or [])
    return 1.0 if worst and gift == worst[0] and card_worth(gift) <= 4.0 else -1.0


def _chosen(view: View, seat: int, option: Option) -> float:
    if option.get("use") == "pray":
        return 1.0
    drawn = option.get("drawn", -1)
    if drawn is None or drawn < 0:
        return -1.0
    if option.get("how") == "add":
        return float(CARD_VALUE[drawn]) if _my_side_behind(view, seat) else -1.0
    mine = my_card(view)
    better = CARD_KIND[drawn] == ATTACK and (mine is None or CARD_VALUE[drawn] > CARD_VALUE[mine])
    return 1.0 if better and _my_side_behind(view, seat) else -1.0


def _when_behind(view: View, seat: int, option: Option) -> float:
    return 1.0 if _my_side_behind(view, seat) else -1.0


def _when_weak(view: View, seat: int, option: Option) -> float:
    return 1.0 if _weak_card(view) else -1.0


def _amoeba(view: View, seat: int, option: Option) -> float:
    return 1.0 if option.get("ooze") == "in" and role_of(view, seat) == OFFENSE else -1.0


def _clone(view: View, seat: int, option: Option) -> float:
    card = my_card(view)
    return 1.0 if card is not None and (CARD_KIND[card] == NEGOTIATE or CARD_VALUE[card] >= 8) else 0.2


def _always(view: View, seat: int, option: Option) -> float:
    return 1.0


POWER_SENSE: dict[str, Sense] = {
    "Amoeba": _amoeba,
    "Calculator": _when_weak,
    "Chosen": _chosen,
    "Clone": _clone,
    "Fodder": _when_behind,
    "Gambler": _gambler,
    "Kamikaze": _kamikaze,
    "Loser": _loser,
    "Mirror": _mirror,
    "Philanthropist": _philanthropist,
    "Reserve": _when_behind,
    "Sorcerer": _when_weak,
    "Spiff": _always,
    "Trader": _trader,
}


def power_score(view: View, seat: int, option: Option) -> float:
    """How much a power use offered in a window is worth making (> 0: make it)."""
    sense = POWER_SENSE.get(str(option.get("alien")), _always)
    value = sense(view, seat, option)
    if "player" in option and value > 0:
        players = sorted({int(o) for o in [option["player"]]})
        friendly = option.get("alien") in FRIENDLY
        value += 0.5 if pick_target(view, seat, players, friendly) == option["player"] else 0.0
    return value


def flare_score(view: View, seat: int, option: Option) -> float:
    """How much playing a flare half now is worth (> 0: play it). A flare goes back to its player's hand
    once used, so it is played when its player takes part in the encounter, or when the window is about
    the player's own cards or ships (draws, retrievals, losses, compensation, gains)."""
    personal = {"drew", "retrieved", "loss", "lost", "compensation", "gained"}
    window = view.get("play_window") or ""
    involved = bool(role_of(view, seat))
    if not involved and window not in personal:
        return -1.0
    value = 1.0 if option.get("half") == "super" else 0.6
    if _my_side_behind(view, seat):
        value += 0.5
    return value


def score_power_args(view: View, seat: int, options: list[Option]) -> Option:
    """Among several forms of one use (mandatory uses: no pass), the one aimed best."""
    players = [o["player"] for o in options if isinstance(o.get("player"), int)]
    if players:
        alien = options[0].get("alien")
        target = pick_target(view, seat, sorted(set(players)), alien in FRIENDLY)
        mine = [o for o in options if o.get("player") == target]
        if mine:
            options = mine
    cards = [o for o in options if isinstance(o.get("card"), int)]
    if cards:  # a card the power makes me give up (Hate): the least worth keeping
        return min(cards, key=lambda o: card_worth(o["card"]))
    return options[0]


def encounter_strength(view: View, seat: int, card: int) -> int:
    """What ``card`` would add to the seat's side as a main player, by its own alien."""
    alien = view["players"][seat]["alien"]
    if CARD_KIND[card] != ATTACK:
        return 0
    warp = sum(p["warp"] for p in view["players"])
    side = side_of(view, seat) or OFFENSE
    return card_contribution(alien, CARD_VALUE[card], side_ships(view, side), warp)


def near_win(view: View, seat: int) -> list[int]:
    """Other players one colony (or less) from victory."""
    return [s for s in range(len(view["players"])) if s != seat and to_win(view, s) <= 1]
