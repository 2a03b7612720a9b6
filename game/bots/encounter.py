"""Choosing an encounter card: the chance each card wins against the cards the opponent may hold, what
winning, losing or dealing is worth here, and what spending the card costs.

The opponent's card is modelled as uniform over the encounter cards the seat has not seen.
"""

from __future__ import annotations

from typing import Any

from game.bots.alien_sense import card_contribution, lower_wins, negotiate_wins
from game.bots.cards import card_worth
from game.bots.situation import (
    OFFENSE,
    View,
    main_of,
    other_side,
    side_of,
    side_ships,
    to_win,
    unknown_encounter_cards,
)
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, MORPH, NEGOTIATE

WIN, LOSE, DEAL = "win", "lose", "deal"


def _outcome(mine: tuple[str, int], theirs: tuple[str, int], offense: bool, low: bool) -> str:
    """Outcome for me of (kind, total) against (kind, total); morphs already copied."""
    mk, mt = mine
    tk, tt = theirs
    if mk == NEGOTIATE and tk == NEGOTIATE:
        return DEAL
    if mk == NEGOTIATE:
        return LOSE
    if tk == NEGOTIATE:
        return WIN
    if low:
        mt, tt = -mt, -tt
    if offense:
        return WIN if mt > tt else LOSE
    return WIN if mt >= tt else LOSE


def outcome_odds(view: View, seat: int, card: int) -> dict[str, float]:
    """Chances of win / lose / deal if the seat, a main player, plays ``card``."""
    side = side_of(view, seat) or OFFENSE
    opp = main_of(view, other_side(side))
    players = view["players"]
    me_alien = players[seat]["alien"]
    opp_alien = players[opp]["alien"] if opp >= 0 else None
    my_ships = side_ships(view, side)
    their_ships = side_ships(view, other_side(side))
    warp = sum(p["warp"] for p in players)
    low = lower_wins(me_alien) or lower_wins(opp_alien)
    unknown = unknown_encounter_cards(view)
    counts = {WIN: 0.0, LOSE: 0.0, DEAL: 0.0}

    def total(alien: str | None, value: int, ships: int) -> int:
        return card_contribution(alien, value, ships, warp)

    def add(result: str, weight: float) -> None:
        counts[result] += weight

    kind = CARD_KIND[card]
    offense = side == OFFENSE
    mine_attack = (ATTACK, total(me_alien, CARD_VALUE[card], my_ships))
    for value in unknown.attacks:
        theirs = (ATTACK, total(opp_alien, value, their_ships))
        if kind == ATTACK:
            add(_outcome(mine_attack, theirs, offense, low), 1.0)
        elif kind == MORPH:
            add(_outcome((ATTACK, total(me_alien, value, my_ships)), theirs, offense, low), 1.0)
        else:
            add(WIN if negotiate_wins(me_alien) else LOSE, 1.0)
    if unknown.negotiates:
        if kind in (NEGOTIATE, MORPH):
            add(DEAL, unknown.negotiates)
        else:
            add(LOSE if negotiate_wins(opp_alien) else WIN, unknown.negotiates)
    if unknown.morphs:
        if kind == ATTACK:
            copy = (ATTACK, total(opp_alien, CARD_VALUE[card], their_ships))
            add(_outcome(mine_attack, copy, offense, low), unknown.morphs)
        elif kind == NEGOTIATE:
            add(DEAL, unknown.morphs)
        else:
            add(LOSE if offense else WIN, unknown.morphs)
    n = sum(counts.values()) or 1.0
    return {k: v / n for k, v in counts.items()}


def stakes(view: View, seat: int) -> dict[str, float]:
    """What winning, losing and dealing are worth to the seat as a main player now."""
    side = side_of(view, seat) or OFFENSE
    opp = main_of(view, other_side(side))
    my_ships = view["players"][seat]["gate"] if side == OFFENSE else side_ships(view, side)
    if side == OFFENSE:
        win = 100.0 + (800.0 if to_win(view, seat) <= 1 else 0.0)
        lose = -4.0 * my_ships
    else:
        opp_wins_game = opp >= 0 and to_win(view, opp) <= 1
        win = 30.0 + (800.0 if opp_wins_game else 0.0)
        lose = -4.0 * my_ships - 30.0
    deal = 40.0 if side == OFFENSE else 25.0
    return {WIN: win, LOSE: lose, DEAL: deal}


def card_values(view: View, seat: int, options: list[dict[str, Any]]) -> list[float]:
    """Expected worth of each ``select_card`` option: stakes weighted by the odds, less the card's cost."""
    stake = stakes(view, seat)
    alien = view["players"][seat]["alien"]
    out = []
    for option in options:
        card = option["card"]
        odds = outcome_odds(view, seat, card)
        value = sum(odds[k] * stake[k] for k in stake)
        out.append(value - 0.8 * card_worth(card, alien))
    return out


def choose_card(view: View, seat: int, options: list[dict[str, Any]]) -> dict[str, Any]:
    """The ``select_card`` option with the best expected worth."""
    values = card_values(view, seat, options)
    best = max(range(len(options)), key=lambda i: (values[i], -i))
    return dict(options[best])
