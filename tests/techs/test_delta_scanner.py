"""Delta Scanner: any card from the cosmic discard pile into the hand; the taker need not show which
(FAQ §4.3): only the taker's own event names it."""

from __future__ import annotations

from game.invariants import check_invariants
from game.techs.catalog import TECH_ID
from game.windows import REGROUP
from tests.techs.kit import answer, give_completed, pass_all, prompt_of, tech_game, tech_options
from tests.techs.wkit import open_window


def test_the_owner_takes_any_card_of_the_discard_pile_in_secret() -> None:
    state = tech_game(3)
    give_completed(state, 1, "Delta Scanner")
    wanted = state.deck[0]  # the card at the bottom of the deck, put deep in the discard pile
    state.deck.remove(wanted)
    state.discard[:0] = [wanted]
    state.discard.extend(state.deck[-3:])
    del state.deck[-3:]
    open_window(state, REGROUP)
    uses = tech_options(state, 1)
    assert uses == [{"type": "tech", "tech": TECH_ID["Delta Scanner"]}]  # the use names no card
    answer(state, 1, uses[0])
    pass_all(state, "window")
    p = prompt_of(state, 1, "delta_scanner_take")
    assert sorted(o["card"] for o in p.options) == sorted(set(state.discard))
    events = answer(state, 1, {"type": "take", "card": wanted})
    assert wanted in state.hands[1] and wanted not in state.discard
    public = [e for e in events if e.to is None]
    assert [e.kind for e in public] == ["discard_card_taken"] and "card" not in public[0].data
    private = [e for e in events if e.kind == "discard_card_taken_card"]
    assert private[0].to == (1,) and private[0].data["card"] == wanted
    assert TECH_ID["Delta Scanner"] in state.tech_discard
    assert not check_invariants(state)


def test_nothing_to_take_from_an_empty_discard_pile() -> None:
    state = tech_game(3)
    give_completed(state, 1, "Delta Scanner")
    state.deck.extend(state.discard)
    state.discard.clear()
    open_window(state, REGROUP)
    assert tech_options(state, 1) == []
