"""Will: as the offense, once destiny is drawn, it picks whom to meet and on which planet.

- Power (choice): mandatory, one form per player. The player chosen is the one whose best planet to
  attack is weakest: fewest of that player's ships on a planet the seat may aim at, plus the card it is
  expected to defend with (the best attack of its hand when a power showed the seat that hand this
  encounter, ``seen``; else the same figure for every player, so the ships decide; ties: the player with
  more colonies). ``will_target`` then picks that planet.
- Wild (meet the player destiny named on one of its colonies away from home): played only when that
  colony is weaker than every home planet of the player the seat could aim at, and on the weakest one.
- Super (look at a hand before destiny): played, on the player the seat would meet (by the rule above)
  among those whose hand it has not seen, so that it can still turn to another player if that hand is
  strong; the hand is then in the view (``seen``) and the card choice counts on it too
  (``encounter.outcome_odds``). Worth less when the seat holds another flare (one flare each encounter).
"""

from __future__ import annotations

from game.bots.senses.kit import Option, can_aim, other_flares
from game.bots.senses.registry import CHOOSE, FLARE, FORM
from game.bots.situation import View, colonies_of, seen_cards, unknown_encounter_cards
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, IS_ENCOUNTER, NEGOTIATE

NONE = 99


def defenders(view: View, player: int, planet: int) -> int:
    """``player``'s ships on ``planet``."""
    return int(view["planets"][planet]["ships"][player])


def targets(view: View, seat: int, player: int, home_ok: bool = True) -> list[int]:
    """Planets where the seat (the offense) may meet ``player``: its colonies, and (``home_ok``) any
    planet of its home system, that the seat may aim at."""
    out = []
    for p in view["planets"]:
        planet = p["planet"]
        if not can_aim(view, seat, planet):
            continue
        if p["ships"][player] or (home_ok and p["system"] == player):
            out.append(planet)
    return out


def weakest(view: View, seat: int, player: int) -> int:
    """Fewest of ``player``'s ships on a planet the seat may meet it on (NONE if there is none)."""
    return min((defenders(view, player, p) for p in targets(view, seat, player)), default=NONE)


def defense_card(view: View, player: int) -> float:
    """The attack ``player`` is expected to defend with: the best of its hand if the seat has seen it whole
    this encounter (a morph counts as the average unseen attack, a hand of negotiates as 0), else the
    average unseen attack (the same for every player)."""
    unknown = unknown_encounter_cards(view)
    average = sum(unknown.attacks) / len(unknown.attacks) if unknown.attacks else 8.0
    cards, whole = seen_cards(view, player)
    fighters = [c for c in cards if IS_ENCOUNTER[c]]
    if not whole or not fighters:
        return average  # unseen, or a hand without encounter cards (a new hand would be drawn)
    values = [
        float(CARD_VALUE[c]) if CARD_KIND[c] == ATTACK else average
        for c in fighters
        if CARD_KIND[c] != NEGOTIATE
    ]
    return max(values, default=0.0)


def _rank(view: View, seat: int, player: int) -> tuple[float, int]:
    return (weakest(view, seat, player) + defense_card(view, player), -colonies_of(view, player))


def _form(view: View, seat: int, options: list[Option]) -> Option:
    return min(options, key=lambda o: _rank(view, seat, int(o["player"])))


def _target(view: View, seat: int, options: list[Option]) -> Option:
    return min(options, key=lambda o: (defenders(view, o["player"], o["planet"]), o["planet"]))


def _super(view: View, seat: int, option: Option) -> float:
    """Look at the hand of the player the seat would meet, among the hands it has not seen."""
    player = int(option.get("player", -1))
    if seen_cards(view, player)[1]:
        return -1.0
    others = [p for p in range(len(view["players"])) if p != seat and not seen_cards(view, p)[1]]
    aims = [p for p in others if targets(view, seat, p)]
    if not aims or player != min(aims, key=lambda p: _rank(view, seat, p)):
        return -1.0
    return 1.0 - (0.5 if other_flares(view, int(option["card"])) else 0.0)


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return _super(view, seat, option)
    if "planet" not in option:
        return -1.0
    player, planet = int(option["player"]), int(option["planet"])
    home = [p for p in targets(view, seat, player) if view["planets"][p]["system"] == player]
    at_home = min((defenders(view, player, p) for p in home), default=NONE)
    here = defenders(view, player, planet)
    return 1.0 + (at_home - here) * 0.1 if here < at_home else -1.0


FORM["Will"] = _form
CHOOSE["will_target"] = _target
FLARE["Will"] = _flare
