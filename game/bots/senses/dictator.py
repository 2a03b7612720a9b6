"""Dictator: picks the destiny card another player's offense draws.

- Power (command) then ``dictator_pick``: the colour of the player who defends best against this offense
  (the most of its ships on its weakest planet the offense may aim at; ties: the one with more cards),
  never the Dictator's own colour; a wild (the offense would choose) and cards that make the offense draw
  again (its own colour, a system it has every planet of) come last. A special card counts as the colour
  of the player it names.
- Super (pick its own destiny card as the offense) then ``dictator_pick`` for itself: a wild (free choice)
  first, else the colour of the player with the weakest planet to aim at.
- Wild (cancel the destiny card drawn for another's offense): played when the card names the seat.
- Power (shuffle): passive, no choice.
"""

from __future__ import annotations

from game.bots.senses.kit import Option, can_aim
from game.bots.senses.registry import CHOOSE, FLARE
from game.bots.situation import View, colonies_of
from game.bots.team_sense import partner_of, seated_from_left
from game.cards.catalog import DESTINY, DESTINY_COLOUR, DESTINY_INVASION, DESTINY_WILD
from game.config import COLOURS
from game.phases.destiny import special_named

WILD = -2  # a destiny card that names nobody: the offense chooses
REDRAW = -3  # a destiny card the offense would have to draw again after


def aimable(view: View, offense: int, player: int) -> list[int]:
    """Planets of ``player``'s home system the offense may aim at."""
    return [
        p["planet"] for p in view["planets"] if p["system"] == player and can_aim(view, offense, p["planet"])
    ]


def named(view: View, card: int) -> int:
    """The seat a destiny card sends the offense to (WILD, or REDRAW for a card it would draw again)."""
    offense = int(view["offense"])
    kind, arg = DESTINY[card]
    n = len(view["players"])
    if kind == DESTINY_WILD:
        return WILD
    if kind == DESTINY_COLOUR:
        colours = [p["colour"] for p in view["players"]]
        name = COLOURS[int(arg)]
        seat = colours.index(name) if name in colours else REDRAW
    elif kind == DESTINY_INVASION:  # the Invader's card: it meets the offense, then the offense draws again
        return REDRAW
    else:
        players = view["players"]
        seat = special_named(
            str(arg),
            offense,
            [colonies_of(view, s) for s in range(n)],
            [int(p["hand_size"]) for p in players],
            [int(p["warp"]) for p in players],
            seated_from_left(view, offense),
        )
    if seat == offense or (seat >= 0 and not aimable(view, offense, seat)):
        return REDRAW
    if seat >= 0 and seat == partner_of(view, offense):  # Team Cosmic: never the partner (a rare attack)
        return REDRAW
    return seat


def defence(view: View, offense: int, player: int) -> int:
    """``player``'s ships on its weakest home planet the offense may aim at."""
    return min(int(view["planets"][p]["ships"][player]) for p in aimable(view, offense, player))


def _command(view: View, seat: int, options: list[Option]) -> Option:
    offense = int(view["offense"])

    def score(o: Option) -> tuple[int, int, int]:
        who = named(view, int(o["destiny"]))
        if who == REDRAW:
            return (0, 0, 0)
        if who == WILD:
            return (1, 0, 0)
        if who == seat:
            return (-1, 0, 0)
        return (2, defence(view, offense, who), int(view["players"][who]["hand_size"]))

    return max(options, key=score)


def _own_pick(view: View, seat: int, options: list[Option]) -> Option:
    def score(o: Option) -> tuple[int, int, int]:
        who = named(view, int(o["destiny"]))
        if who == WILD:
            return (3, 0, 0)
        if who < 0:
            return (0, 0, 0)
        return (2, -defence(view, seat, who), colonies_of(view, who))

    return max(options, key=score)


def _pick(view: View, seat: int, options: list[Option]) -> Option:
    return _own_pick(view, seat, options) if seat == view["offense"] else _command(view, seat, options)


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") == "super":
        return 1.0
    card = view["encounter"]["destiny_card"]
    return 1.5 if card is not None and card >= 0 and named(view, int(card)) == seat else -1.0


CHOOSE["dictator_pick"] = _pick
FLARE["Dictator"] = _flare
