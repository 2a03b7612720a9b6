"""The hazard deck variant (Cosmic Conflict; docs/rules.md, "Hazards"): when a hazard is drawn, what each
card does and how long it stays, and random games with the deck: every card in one place, the deck's order
secret, saves that load."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from game.board import ships_in_play
from game.cards.catalog import ATTACK, DESTINY, DESTINY_COLOUR, DESTINY_SPECIAL, DESTINY_WILD, NEGOTIATE
from game.config import COLOURS, GameConfig, default_config
from game.engine import apply, new_game
from game.events import Event
from game.hazards import deck as hazards
from game.hazards.catalog import (
    BLACK_HOLE,
    COSMIC_GUARDIAN,
    COSMIC_NEBULA,
    COSMIC_UPHEAVAL,
    ENERGY_FIELDS,
    HAZARD_IDS,
    HAZARD_NAME,
    TEMPORAL_ANOMALY,
    WARNING,
    is_lasting,
)
from game.invariants import check_invariants
from game.moves import LOSING, to_warp
from game.state import GameState
from game.view import events_for, view_for
from game.wire import state_from_wire, state_hash, state_to_wire
from tests.support import variant_config, walk


def _id(name: str) -> int:
    return HAZARD_NAME.index(name)


def _warning_card(colour: str) -> int:
    return next(
        i
        for i, (k, a) in enumerate(DESTINY)
        if k == DESTINY_COLOUR and COLOURS[int(a)] == colour and WARNING[i]
    )


def _plain_card(colour: str) -> int:
    return next(
        i
        for i, (k, a) in enumerate(DESTINY)
        if k == DESTINY_COLOUR and COLOURS[int(a)] == colour and not WARNING[i]
    )


def table(hazard: str, *destiny: int | str, players: int = 3) -> tuple[GameState, list[Event]]:
    """A hazard table whose hazard deck has ``hazard`` on top and whose destiny deck turns up ``destiny``
    in order (a card id, or "next" for the warning card of the offense's left neighbour)."""
    config = default_config(players, seed=5, hazards=True, flares=False, expansions=("conflict",))

    def setup(state: GameState) -> None:
        state.hazard_deck.remove(_id(hazard))
        state.hazard_deck.append(_id(hazard))
        left = (state.first_player + 1) % state.n
        cards = [_warning_card(state.config.seats[left].colour) if d == "next" else int(d) for d in destiny]
        for card in reversed(cards):
            state.destiny_deck.remove(card)
            state.destiny_deck.append(card)

    state, events = new_game(config, setup)
    return state, events + passing(state)


def passing(state: GameState) -> list[Event]:
    """Everyone passes every play window until a prompt that is not one."""
    out: list[Event] = []
    while state.prompts and state.prompts[0].ctx == "window":
        prompt = state.prompts[0]
        out += apply(state, {"seat": prompt.seat, "prompt": prompt.id, "type": "pass"})
    return out


def _kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


# --- the destiny cards' warnings -------------------------------------------------------------------------


def test_one_card_of_each_colour_carries_a_warning_and_one_wild_and_one_special() -> None:
    for colour in range(len(COLOURS)):  # black's too, for the table that seats it
        marked = [i for i, (k, a) in enumerate(DESTINY) if k == DESTINY_COLOUR and a == colour and WARNING[i]]
        assert len(marked) == 1
    assert sum(WARNING[i] for i, (k, _) in enumerate(DESTINY) if k == DESTINY_WILD) == 1
    assert sum(WARNING[i] for i, (k, _) in enumerate(DESTINY) if k == DESTINY_SPECIAL) == 1


# --- when a hazard is drawn --------------------------------------------------------------------------------


def test_the_offense_draws_a_hazard_right_after_a_destiny_card_with_a_warning() -> None:
    state, events = table(ENERGY_FIELDS, "next")
    kinds = _kinds(events)
    assert kinds.index("hazard_drawn") == kinds.index("destiny_drawn") + 1  # at once (FAQ Hz1)
    drawn = events[kinds.index("hazard_drawn")]
    assert drawn.to is None and drawn.data["seat"] == state.offense  # public, drawn by the offense
    assert state.hazards_in_play == [_id(ENERGY_FIELDS)] and state.enc.mods.hazard == _id(ENERGY_FIELDS)


def test_no_hazard_without_a_warning() -> None:
    state, events = table(ENERGY_FIELDS, _plain_card("blue"), _plain_card("purple"))
    assert "hazard_drawn" not in _kinds(events) and state.hazards_in_play == []


def test_a_redrawn_destiny_card_still_brings_its_hazard_and_only_one_comes_per_encounter() -> None:
    """The offense's own colour with a warning (nothing to do there: it is drawn again) brings its hazard;
    the next card's warning brings none (at most one per encounter)."""
    probe, _ = new_game(default_config(3, seed=5, hazards=True, flares=False, expansions=("conflict",)))
    own = probe.config.seats[probe.first_player].colour
    left = probe.config.seats[(probe.first_player + 1) % 3].colour
    state, events = table(COSMIC_NEBULA, _warning_card(own), _warning_card(left))
    kinds = _kinds(events)
    assert kinds.count("destiny_drawn") == 2 and "destiny_redraw" in kinds
    assert kinds.count("hazard_drawn") == 1
    assert kinds.index("hazard_drawn") < kinds.index("destiny_redraw")  # the redrawn card brought it
    assert state.prompts[0].ctx == "launch_aim" and state.hazards_in_play == [_id(COSMIC_NEBULA)]


# --- each hazard -------------------------------------------------------------------------------------------


def _to_alliance(state: GameState) -> list[Event]:
    """Launch with one ship and go on to the Alliance phase."""
    out: list[Event] = []
    while state.phase in ("launch", "destiny") or state.prompts[0].ctx in ("launch_aim", "launch_ships"):
        prompt = state.prompts[0]
        if prompt.ctx == "launch_aim":
            action = {"seat": prompt.seat, **prompt.options[0]}
        elif prompt.ctx == "launch_ships":
            source = prompt.spec["sources"][0]
            action = {"seat": prompt.seat, "type": prompt.spec["type"], "ships": [[source[0], 1]]}
        else:
            break
        out += apply(state, action) + passing(state)
    return out


def test_energy_fields_each_main_player_draws_two_cards_face_up_before_allies_are_invited() -> None:
    state, _ = table(ENERGY_FIELDS, "next")
    off, hand_off = state.offense, len(state.hands[state.offense])
    defense = (off + 1) % 3
    hand_def = len(state.hands[defense])
    events = _to_alliance(state)
    shown = [e for e in events if e.kind == "hazard_cards_shown"]
    assert [e.data["seat"] for e in shown] == [off, defense]
    assert all(e.to is None and len(e.data["cards"]) == 2 for e in shown)  # every player sees them (FAQ)
    assert len(state.hands[off]) == hand_off + 2 and len(state.hands[defense]) == hand_def + 2
    assert _kinds(events).index("hazard_cards_shown") < len(events)
    assert state.prompts[0].ctx == "invite_offense"  # nobody is invited yet


def test_cosmic_upheaval_deals_the_shuffled_hands_back_in_the_same_counts() -> None:
    before, _ = new_game(default_config(3, seed=5, hazards=True, flares=False, expansions=("conflict",)))
    state, events = table(COSMIC_UPHEAVAL, "next")
    counts = [len(h) for h in before.hands]
    assert [len(h) for h in state.hands] == counts
    assert Counter(c for h in state.hands for c in h) == Counter(c for h in before.hands for c in h)
    dealt = [e for e in events if e.kind == "hand_dealt"]
    assert [e.to for e in dealt] == [(0,), (1,), (2,)]  # each sees only its own new hand
    assert all(
        not [e for e in events_for(events, s) if e.kind == "hand_dealt" and e.data["seat"] != s]
        for s in range(3)
    )


def test_cosmic_nebula_zaps_every_power_for_the_encounter() -> None:
    state, _ = table(COSMIC_NEBULA, "next")
    assert state.enc.zapped == 0b111


def test_black_hole_removes_lost_ships_from_the_game_down_to_what_a_player_needs_to_win() -> None:
    state, _ = table(BLACK_HOLE, "next")
    assert state.enc.mods.ships_leave_game
    seat = (state.offense + 1) % 3
    planet = seat * state.config.planets_per_player
    here = state.ships[planet * 3 + seat]
    to_warp(state, [], seat, [[planet, here]], LOSING)
    assert state.removed[seat] == here and state.warp[seat] == 0
    # a player keeps as many ships in the game as it needs colonies to win: the rest go to the warp
    keep = state.config.colonies_to_win
    everything = [[p, state.ships[p * 3 + seat]] for p in range(state.planets) if state.ships[p * 3 + seat]]
    to_warp(state, [], seat, everything, LOSING)
    assert ships_in_play(state, seat) + state.warp[seat] == keep


def test_the_cosmic_guardian_stays_and_turns_an_attack_above_20_into_a_negotiate() -> None:
    state, _ = table(COSMIC_GUARDIAN, "next")
    enc = state.enc
    enc.off_kind, enc.off_value, enc.def_kind, enc.def_value = ATTACK, 23, ATTACK, 20
    hazards.before_resolution(state, [])
    assert (enc.off_kind, enc.def_kind) == (NEGOTIATE, ATTACK)  # 20 itself is not above 20
    hazards.encounter_over(state, [])
    assert state.hazards_in_play == [_id(COSMIC_GUARDIAN)]  # it remains in play


def test_temporal_anomaly_reverses_the_turn_order_and_stays() -> None:
    state, _ = table(TEMPORAL_ANOMALY, "next")
    assert hazards.next_offense(state) == (state.offense - 1) % 3
    hazards.encounter_over(state, [])
    assert state.hazards_in_play == [_id(TEMPORAL_ANOMALY)]


@pytest.mark.parametrize("name", [ENERGY_FIELDS, COSMIC_UPHEAVAL, COSMIC_NEBULA, BLACK_HOLE])
def test_a_hazard_of_one_encounter_is_discarded_at_its_end(name):
    state, _ = table(name, "next")
    assert not is_lasting(_id(name))
    seen: list[Event] = []
    for _live, _, events in walk(state.config, state):
        seen += events
        if any(e.kind == "encounter_ended" for e in events):
            break
    assert _id(name) in state.hazard_discard and _id(name) not in state.hazards_in_play
    assert "hazard_discarded" in _kinds(seen)


# --- the variant at a table --------------------------------------------------------------------------------


def test_the_switch_off_leaves_the_config_and_state_plain_forms_as_before() -> None:
    plain = default_config(4, seed=3)
    assert "hazards" not in plain.to_dict()
    state, _ = new_game(plain)
    assert "hazard_deck" not in state_to_wire(state) and state.hazard_deck == []
    on = default_config(4, seed=3, hazards=True, expansions=("conflict",))
    assert GameConfig.from_dict(on.to_dict()) == on


def test_random_games_with_hazards_keep_every_card_and_the_deck_order_secret() -> None:
    drawn = 0
    for seed in range(6):
        base = variant_config(3 + seed % 3, seed)
        config = dataclasses.replace(base, hazards=True, expansions=(*base.expansions, "conflict"))
        for state, _, events in walk(config):
            assert check_invariants(state) == []
            drawn += sum(e.kind == "hazard_drawn" for e in events)
            if state.actions % 25 == 0:
                for seat in (None, *range(state.n)):
                    view = view_for(state, seat)
                    assert view["hazards"]["deck_size"] == len(state.hazard_deck)
                    assert view["hazards"]["in_play"] == state.hazards_in_play
                    assert "hazard_deck" not in view["hazards"]
                assert state_hash(state_from_wire(state_to_wire(state))) == state_hash(state)
        assert sorted(state.hazard_deck + state.hazard_discard + state.hazards_in_play) == list(HAZARD_IDS)
    assert drawn > 0
