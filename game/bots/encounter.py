"""Choosing an encounter card: the chance each card wins against the cards the opponent may hold, what
winning, losing or dealing is worth here, and what spending the card costs.

The opponent's card is modelled as uniform over the encounter cards the seat has not seen; or over the
encounter cards of its hand when a power showed the seat that hand this encounter (the view's ``seen``:
Mind, Oracle's and Will's Super), mixed with the unseen ones for the part of the hand it did not see (Mind's
Wild shows draws); or over the cards its hand held when the seat's Mind last looked at it; or as the one card
it showed first (Oracle). A seat that must show its card first expects the opponent to answer with the best
of its hand. Kickers (reward deck) multiply a main player's attack value (its own as it played it,
``my_kicker``; an opponent's still face down counts as x2) and, on the seat's negotiate, the compensation it
takes; ``choose_kicker`` puts one down when that is worth more than the kicker. Alien bonuses known before
the cards (Warrior tokens, Citadels turned on) add to the side's totals, and the stakes count what an
outcome does for an alien's own win (Tick-Tock tokens, a Masochist shedding ships).
"""

from __future__ import annotations

from typing import Any

from game.bots import hazard_sense
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
    aliens_of,
    main_of,
    other_side,
    seen_cards,
    side_of,
    side_ships,
    to_win,
    unknown_encounter_cards,
)
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, IS_ENCOUNTER, MORPH, NEGOTIATE

WIN, LOSE, DEAL = "win", "lose", "deal"
ENCOUNTER_SHARE = 0.6  # about this share of a hand is encounter cards
EXPECTED_KICKER = 2  # an opponent's kicker still face down: most kickers (and the ones worth playing) are x2
COMPENSATION_CARD = 3.0  # a card taken as compensation (``evaluate.HAND_CARD``)
KICKER_MARGIN = 1.0  # a kicker must gain at least this much to be put down


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
    """What the seat knows of ``opp``'s encounter card, as one model: the likeliest of ``opponent_models``."""
    return max(opponent_models(view, opp), key=lambda wm: wm[0])[1]


def opponent_models(view: View, opp: int) -> list[tuple[float, Unknown]]:
    """``(weight, model)`` pairs (weights add up to 1) for ``opp``'s encounter card: the card it showed
    first; the encounter cards of its whole hand as a power showed it this encounter (``seen_cards``) or as
    the seat's Mind last saw it; the encounter cards seen of part of its hand, against the unseen ones for
    the rest of it (about ``ENCOUNTER_SHARE`` of those cards are encounter cards); else every encounter
    card the seat has not seen."""
    if opp >= 0:
        shown = shown_card(view, opp)
        if shown is not None and IS_ENCOUNTER[shown]:
            return [(1.0, _cards_model([shown]))]
        cards, whole = seen_cards(view, opp)
        if not whole:
            last = seen_hand(view, opp)
            if last is not None:
                cards, whole = last, True
        fighters = [c for c in cards if IS_ENCOUNTER[c]]
        if fighters and whole:
            return [(1.0, _cards_model(fighters))]
        if fighters:
            rest = max(0, int(view["players"][opp]["hand_size"]) - len(cards)) * ENCOUNTER_SHARE
            share = len(fighters) / (len(fighters) + rest)
            return [(share, _cards_model(fighters)), (1.0 - share, unknown_encounter_cards(view))]
    return [(1.0, unknown_encounter_cards(view))]


def side_bonus(view: View, side: str) -> int:
    """What an alien adds to ``side``'s attack total whatever the cards: Warrior tokens of its main player,
    citadels turned on for the defense."""
    bonus = tokens_bonus(view, main_of(view, side))
    return bonus + defense_bonus(view) if side == DEFENSE else bonus


def kicker_mult(view: View, seat: int, player: int) -> int:
    """The multiplier of main player ``player``'s kicker as the seat knows it: its own (face down or not),
    a revealed one, ``EXPECTED_KICKER`` for another's still face down, 1 for none."""
    if player == seat and view.get("my_kicker") is not None:
        return int(CARD_VALUE[int(view["my_kicker"])])
    if player < 0:
        return 1
    side = OFFENSE if player == view["offense"] else DEFENSE
    card = view["encounter"].get(f"{side}_kicker")
    if card is None:
        return 1
    return EXPECTED_KICKER if int(card) < 0 else int(CARD_VALUE[int(card)])


def outcome_odds(view: View, seat: int, card: int, kicker: int | None = None) -> dict[str, float]:
    """Chances of win / lose / deal if the seat, a main player, plays ``card`` (with a kicker of
    multiplier ``kicker``; None: the one it has played, if any)."""
    side = side_of(view, seat) or OFFENSE
    opp = main_of(view, other_side(side))
    odds = {WIN: 0.0, LOSE: 0.0, DEAL: 0.0}
    mult = kicker_mult(view, seat, seat) if kicker is None else kicker
    for weight, unknown in opponent_models(view, opp):
        part = _odds_against(view, seat, card, unknown, mult)
        for k in odds:
            odds[k] += weight * part[k]
    if must_show_first(view, seat) and opp >= 0:
        odds = _answered(odds, int(view["players"][opp]["hand_size"]))
    return odds


def _odds_against(view: View, seat: int, card: int, unknown: Unknown, mult: int = 1) -> dict[str, float]:
    """Chances of win / lose / deal for ``card`` (multiplied by a kicker of ``mult``) against an opponent's
    card drawn from ``unknown`` (multiplied by its kicker, as far as the seat knows it)."""
    side = side_of(view, seat) or OFFENSE
    opp = main_of(view, other_side(side))
    players = view["players"]
    me_alien = aliens_of(view, seat)
    opp_alien = aliens_of(view, opp) if opp >= 0 else ()
    my_ships = side_ships(view, side)
    their_ships = side_ships(view, other_side(side))
    warp = sum(p["warp"] for p in players)
    low = lower_wins(me_alien) or lower_wins(opp_alien)
    counts = {WIN: 0.0, LOSE: 0.0, DEAL: 0.0}
    my_bonus, their_bonus = side_bonus(view, side), side_bonus(view, other_side(side))

    their_mult = kicker_mult(view, seat, opp)

    def mine(value: int) -> tuple[str, int]:
        return ATTACK, card_contribution(me_alien, value, my_ships, warp, mult) + my_bonus

    def theirs(value: int) -> tuple[str, int]:
        return ATTACK, card_contribution(opp_alien, value, their_ships, warp, their_mult) + their_bonus

    def add(result: str, weight: float) -> None:
        counts[result] += weight

    kind = hazard_sense.kind_of(view, card)  # a hazard in play may make it count as a negotiate
    offense = side == OFFENSE
    mine_attack = mine(CARD_VALUE[card])
    for value in unknown.attacks:
        if hazard_sense.pacified(view, value):  # their attack counts as a negotiate (The Cosmic Guardian)
            add(DEAL if kind in (NEGOTIATE, MORPH) else LOSE if negotiate_wins(opp_alien) else WIN, 1.0)
        elif kind == ATTACK:
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
    return {k: v / n for k, v in counts.items()}


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
    lose *= hazard_sense.loss_factor(view)  # Black Hole: the ships lost leave the game
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


def card_values(
    view: View, seat: int, options: list[dict[str, Any]], kicker: int | None = None
) -> list[float]:
    """Expected worth of each ``select_card`` option: stakes weighted by the odds, less the card's cost
    (``kicker``: with a kicker of that multiplier; None: the one the seat has played, if any). A kicker on a
    negotiate multiplies the compensation it brings when it loses to an attack."""
    stake = stakes(view, seat)
    alien = aliens_of(view, seat)
    mult = kicker_mult(view, seat, seat) if kicker is None else kicker
    side = side_of(view, seat) or OFFENSE
    ships = view["players"][seat]["gate"] if side == OFFENSE else side_ships(view, side)
    out = []
    for option in options:
        card = option["card"]
        odds = outcome_odds(view, seat, card, mult)
        value = sum(odds[k] * stake[k] for k in stake)
        if CARD_KIND[card] == NEGOTIATE and mult != 1:
            value += odds[LOSE] * (mult - 1) * ships * COMPENSATION_CARD
        out.append(value - 0.8 * card_worth(card, alien))
    return out


def choose_kicker(view: View, seat: int, options: list[dict[str, Any]]) -> dict[str, Any]:
    """Put a kicker down (``kicker`` prompt, before the cards are chosen) when the best card of the hand
    with it is worth more than the best without it, by more than the kicker itself: a multiplier for a
    strong attack, or for a negotiate that would take compensation; x0 only where multiplying by zero
    helps (a negative attack, a lower-wins encounter)."""
    hand = [c for c in view["hand"] or [] if IS_ENCOUNTER[c]]
    skip = next((o for o in options if o.get("type") != "kicker"), options[0])
    if not hand:
        return dict(skip)
    cards = [{"card": c} for c in dict.fromkeys(hand)]
    alien = aliens_of(view, seat)
    best, chosen = max(card_values(view, seat, cards, 1)) + KICKER_MARGIN, skip
    for option in options:
        if option.get("type") != "kicker":
            continue
        k = int(CARD_VALUE[int(option["card"])])
        value = max(card_values(view, seat, cards, k)) - 0.8 * card_worth(int(option["card"]), alien)
        if value > best:
            best, chosen = value, option
    return dict(chosen)


def choose_card(view: View, seat: int, options: list[dict[str, Any]]) -> dict[str, Any]:
    """The ``select_card`` option with the best expected worth."""
    values = card_values(view, seat, options)
    best = max(range(len(options)), key=lambda i: (values[i], -i))
    return dict(options[best])
