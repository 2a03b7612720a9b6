"""The normal bot knows what the hazards in play change (game/bots/hazard_sense.py): under The Cosmic
Guardian its attack above 20 is worth a negotiate, under Black Hole losing its ships costs more, under
Galactic Council every card counts as a negotiate."""

from __future__ import annotations

from game.bots.encounter import DEAL, LOSE, card_values, outcome_odds, stakes
from game.bots.normal import NormalBot
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE
from game.config import default_config
from game.engine import apply, new_game
from game.hazards.catalog import BLACK_HOLE, COSMIC_GUARDIAN, GALACTIC_COUNCIL, HAZARD_NAME
from game.state import GameState
from game.view import view_for


def _attack(value: int) -> int:
    return next(c for c in range(len(CARD_KIND)) if CARD_KIND[c] == ATTACK and CARD_VALUE[c] == value)


def _at_select_card() -> GameState:
    """A hazard table, normal bots, played until the offense chooses its encounter card."""
    config = default_config(4, seed=7, hazards=True, flares=False, expansions=("conflict",))
    state, _ = new_game(config)
    bots = [NormalBot(seat) for seat in range(4)]
    while state.prompts:
        prompt = state.prompts[0]
        if prompt.ctx == "select_card" and prompt.seat == state.offense:
            return state
        action = bots[prompt.seat].act(prompt, lambda s=prompt.seat: view_for(state, s))
        apply(state, {"seat": prompt.seat, **action})
    raise AssertionError("no encounter card was chosen")


def _with(view: dict, *names: str, current: str | None = None) -> dict:
    view = dict(view)
    view["hazards"] = {
        "deck_size": 0,
        "discard": [],
        "in_play": [HAZARD_NAME.index(n) for n in names],
        "this_encounter": HAZARD_NAME.index(current) if current else None,
        "pact": [],
    }
    return view


def test_under_the_cosmic_guardian_an_attack_above_20_is_worth_a_negotiate() -> None:
    state = _at_select_card()
    seat = state.offense
    plain = view_for(state, seat)
    guarded = _with(plain, COSMIC_GUARDIAN)
    options = [{"card": _attack(30)}, {"card": _attack(12)}]
    before, after = card_values(plain, seat, options), card_values(guarded, seat, options)
    assert after[0] < before[0]  # the 30 lost its punch
    assert after[0] < after[1]  # and the 12 is now the better attack for the offense
    assert outcome_odds(guarded, seat, _attack(12))[LOSE] <= outcome_odds(plain, seat, _attack(12))[LOSE]


def test_under_black_hole_losing_costs_more() -> None:
    state = _at_select_card()
    seat = state.offense
    plain = view_for(state, seat)
    hole = _with(plain, BLACK_HOLE, current=BLACK_HOLE)
    assert stakes(hole, seat)[LOSE] < stakes(plain, seat)[LOSE] <= 0


def test_under_galactic_council_every_card_makes_a_deal() -> None:
    state = _at_select_card()
    seat = state.offense
    council = _with(view_for(state, seat), GALACTIC_COUNCIL, current=GALACTIC_COUNCIL)
    assert outcome_odds(council, seat, _attack(12))[DEAL] > 0.99
