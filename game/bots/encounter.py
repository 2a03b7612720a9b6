"""Choosing an encounter card: the chance each card wins against the cards the opponent may hold, what
winning, losing or dealing is worth here, and what spending the card costs.

The opponent's card is modelled as uniform over the encounter cards the seat has not seen; or over the
cards its hand held when the seat's Mind looked at it, or as the one card it showed first (Oracle); a seat
that must show its card first expects the opponent to answer with the best of its hand. Alien
bonuses known before the cards (Warrior tokens, Citadels turned on) add to the side's totals, and the
stakes count what an outcome does for an alien's own win (Tick-Tock tokens, a Masochist shedding ships).
"""

from __future__ import annotations

from typing import Any

from game.bots.alien_sense import card_contribution, lower_wins, negotiate_wins
from game.bots.cards import card_worth
from game.bots.senses.citadel import defense_bonus
from game.bots.senses.masochist import lose_bonus
from game.bots.senses.mind import seen_hand
from game.bots.senses.oracle import shown_card
from game.bots.senses.tick_tock import last_token_rival, token_value
from game.bots.senses.warrior import tokens_bonus
from game.bots.situation import (
    DEFENSE,
    OFFENSE,
    Unknown,
    View,
    main_of,
    other_side,
    side_of,
    side_ships,
    to_win,
    unknown_encounter_cards,
)
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, IS_ENCOUNTER, MORPH, NEGOTIATE

WIN, LOSE, DEAL = "win", "lose", "deal"
ENCOUNTER_SHARE = 0.6  # about this share of a hand is encounter cards


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


def _cards_model(cards: list[int]) -> Unknown:
    """The opponent's card as uniform over ``cards`` (its encounter cards)."""
    return Unknown(
        tuple(sorted(CARD_VALUE[c] for c in cards if CARD_KIND[c] == ATTACK)),
        sum(1 for c in cards if CARD_KIND[c] == NEGOTIATE),
        sum(1 for c in cards if CARD_KIND[c] == MORPH),
    )


def opponent_cards(view: View, opp: int) -> Unknown:
    """What the seat knows of ``opp``'s encounter card: the card it showed first, the encounter cards of
    its hand as the seat's Mind saw it, or else every encounter card the seat has not seen."""
    if opp >= 0:
        shown = shown_card(view, opp)
        if shown is not None and IS_ENCOUNTER[shown]:
            return _cards_model([shown])
        seen = seen_hand(view, opp)
        fighters = [c for c in seen or [] if IS_ENCOUNTER[c]]
        if fighters:
            return _cards_model(fighters)
    return unknown_encounter_cards(view)


def side_bonus(view: View, side: str) -> int:
    """What an alien adds to ``side``'s attack total whatever the cards: Warrior tokens of its main player,
    citadels turned on for the defense."""
    bonus = tokens_bonus(view, main_of(view, side))
    return bonus + defense_bonus(view) if side == DEFENSE else bonus


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
    unknown = opponent_cards(view, opp)
    counts = {WIN: 0.0, LOSE: 0.0, DEAL: 0.0}
    my_bonus, their_bonus = side_bonus(view, side), side_bonus(view, other_side(side))

    def mine(value: int) -> tuple[str, int]:
        return ATTACK, card_contribution(me_alien, value, my_ships, warp) + my_bonus

    def theirs(value: int) -> tuple[str, int]:
        return ATTACK, card_contribution(opp_alien, value, their_ships, warp) + their_bonus

    def add(result: str, weight: float) -> None:
        counts[result] += weight

    kind = CARD_KIND[card]
    offense = side == OFFENSE
    mine_attack = mine(CARD_VALUE[card])
    for value in unknown.attacks:
        if kind == ATTACK:
            add(_outcome(mine_attack, theirs(value), offense, low), 1.0)
        elif kind == MORPH:
            add(_outcome(mine(value), theirs(value), offense, low), 1.0)
        else:
            add(WIN if negotiate_wins(me_alien) else LOSE, 1.0)
    if unknown.negotiates:
        if kind in (NEGOTIATE, MORPH):
            add(DEAL, unknown.negotiates)
        else:
            add(LOSE if negotiate_wins(opp_alien) else WIN, unknown.negotiates)
    if unknown.morphs:
        if kind == ATTACK:
            add(_outcome(mine_attack, theirs(CARD_VALUE[card]), offense, low), unknown.morphs)
        elif kind == NEGOTIATE:
            add(DEAL, unknown.morphs)
        else:
            add(LOSE if offense else WIN, unknown.morphs)
    n = sum(counts.values()) or 1.0
    odds = {k: v / n for k, v in counts.items()}
    if must_show_first(view, seat) and opp >= 0:
        odds = _answered(odds, int(view["players"][opp]["hand_size"]))
    return odds


def must_show_first(view: View, seat: int) -> bool:
    """Is the seat choosing first, face up, for an opponent who then chooses knowing its card (Oracle)?"""
    mods = view["encounter"]["modifiers"]
    return mods.get("face_up_first") == seat and not mods.get("shown")


def _answered(odds: dict[str, float], hand: int) -> dict[str, float]:
    """The odds when the opponent sees the card first and answers with the best of about ``hand`` of its
    encounter cards: the seat loses if any of them beats the card."""
    picks = max(1, round(hand * ENCOUNTER_SHARE))
    lose = 1.0 - (1.0 - odds[LOSE]) ** picks
    rest = odds[WIN] + odds[DEAL]
    scale = (1.0 - lose) / rest if rest else 0.0
    return {WIN: odds[WIN] * scale, LOSE: lose, DEAL: odds[DEAL] * scale}


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
    lose += lose_bonus(view, seat, my_ships)  # a Masochist close to its win wants its ships gone
    token = token_value(view, seat)  # Tick-Tock: a defensive win or a deal takes a token off
    deal += token
    if side != OFFENSE:
        win += token
    if last_token_rival(view, seat):  # another Tick-Tock wins on a defensive win or a deal
        deal -= 800.0
        if side == OFFENSE:
            lose -= 800.0
        else:
            win -= 800.0
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
