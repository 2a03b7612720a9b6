"""The hazard cards built after the first seven (docs/rules.md, "Hazards"): Alliance, The Entropy Beast,
The Witness, Galactic Council, Meteor Storm and Psychic Switcheroo, each from a set-up position, with the
FAQ's rulings about them."""

from __future__ import annotations

from game.board import GONE, REMOVED, ships_at
from game.cards.catalog import ATTACK, DESTINY, DESTINY_SPECIAL, DESTINY_WILD, NEGOTIATE
from game.config import default_config
from game.engine import apply, new_game
from game.hazards import deck as hazards
from game.hazards.catalog import (
    ALLIANCE,
    COSMIC_GUARDIAN,
    ENTROPY_BEAST,
    GALACTIC_COUNCIL,
    HAZARD_IDS,
    HAZARDS,
    METEOR_STORM,
    PSYCHIC_SWITCHEROO,
    RECONSTRUCTED,
    THE_WITNESS,
    is_lasting,
)
from game.hazards.pacts import PACT
from game.phases.alliance import candidates
from game.phases.resolution import totals
from game.phases.turn import hazard_loss_check
from game.state import GameState
from game.view import events_for, view_for
from tests.test_hazards import _id, _kinds, _plain_card, _to_alliance, passing, table


def _wild() -> int:
    return next(i for i, (k, _) in enumerate(DESTINY) if k == DESTINY_WILD)


def _special() -> int:
    return next(i for i, (k, _) in enumerate(DESTINY) if k == DESTINY_SPECIAL)


def _put_in_play(state: GameState, name: str) -> int:
    hazard = _id(name)
    state.hazard_deck.remove(hazard)
    state.hazards_in_play.append(hazard)
    return hazard


# --- the deck -----------------------------------------------------------------------------------------------


def test_the_deck_holds_only_named_cards_and_says_which_are_rebuilt() -> None:
    names = {h.name for h in HAZARDS}
    assert len(names) == 12 and len(HAZARD_IDS) == 13  # Energy Fields twice
    rebuilt = {h.name for h in HAZARDS if h.basis == RECONSTRUCTED}
    assert rebuilt == {THE_WITNESS, GALACTIC_COUNCIL, METEOR_STORM, PSYCHIC_SWITCHEROO}
    assert all(is_lasting(_id(n)) for n in (ALLIANCE, ENTROPY_BEAST, THE_WITNESS))


# --- Alliance -----------------------------------------------------------------------------------------------


def _draw_alliance(players: int = 4) -> tuple[GameState, int]:
    state, _ = table(ALLIANCE, "next", players=players)
    off = state.offense
    prompt = state.prompts[0]
    assert prompt.ctx == "hazard_alliance_ship" and prompt.seat == off
    planet = prompt.spec["sources"][0][0]
    before = ships_at(state, off, planet)
    apply(state, {"seat": off, "type": "alliance_ship", "ships": [[planet, 1]]})
    assert ships_at(state, off, planet) == before - 1 and ships_at(state, off, REMOVED) == 1  # on the card
    prompt = state.prompts[0]
    assert prompt.ctx == "hazard_alliance_partner"
    partner = (off + 2) % players  # not the defense (the offense's left neighbour)
    events = apply(state, {"seat": off, "type": "pact", "player": partner}) + passing(state)
    assert state.extra[PACT] == [off, partner] and "hazard_pact" in _kinds(events)
    return state, partner


def test_alliance_binds_the_offense_to_a_player_it_names_who_must_then_be_invited() -> None:
    state, partner = _draw_alliance()
    off = state.offense
    _to_alliance(state)
    prompt = state.prompts[0]
    assert prompt.ctx == "invite_offense" and prompt.spec["required"] == [partner]
    apply(state, {"seat": off, "type": "invite", "seats": []})  # it tries to leave its ally out
    assert state.enc.invited_off >> partner & 1  # the engine invites it anyway
    hazards.encounter_over(state, [])
    assert _id(ALLIANCE) in state.hazards_in_play  # it remains in play
    assert view_for(state, None)["hazards"]["pact"] == [off, partner]  # public


def test_alliance_binds_the_named_player_too_as_the_defense() -> None:
    state, partner = _draw_alliance()
    assert hazards.forced_invites(state, partner, candidates(state), []) == [state.offense] or (
        state.offense not in candidates(state)
    )
    other = next(s for s in range(4) if s not in (state.offense, partner))
    assert hazards.forced_invites(state, other, [state.offense, partner], []) == []  # only the two


# --- The Entropy Beast --------------------------------------------------------------------------------------


def _busiest(state: GameState) -> int:
    n = state.n
    return max(
        (p for p, h in enumerate(state.planet_home) if h != GONE),
        key=lambda p: (sum(state.ships[p * n : p * n + n]), -p),
    )


def test_the_entropy_beast_discards_the_guardian_and_the_witness_as_it_comes() -> None:
    state, _ = table(ENTROPY_BEAST, "next")
    assert _id(ENTROPY_BEAST) in state.hazards_in_play
    state2, _ = new_game(default_config(3, seed=5, hazards=True, flares=False, expansions=("conflict",)))
    _put_in_play(state2, COSMIC_GUARDIAN)
    _put_in_play(state2, THE_WITNESS)
    beast = _put_in_play(state2, ENTROPY_BEAST)
    from game.hazards.base import EFFECTS

    EFFECTS[ENTROPY_BEAST].on_draw(state2, [], beast)
    assert state2.hazards_in_play == [beast]
    assert sorted(state2.hazard_discard) == sorted([_id(COSMIC_GUARDIAN), _id(THE_WITNESS)])


def test_the_guardian_discards_the_beast_and_the_witness_as_it_comes() -> None:
    state, _ = new_game(default_config(3, seed=5, hazards=True, flares=False, expansions=("conflict",)))
    _put_in_play(state, ENTROPY_BEAST)
    _put_in_play(state, THE_WITNESS)
    guardian = _put_in_play(state, COSMIC_GUARDIAN)
    from game.hazards.base import EFFECTS

    EFFECTS[COSMIC_GUARDIAN].on_draw(state, [], guardian)
    assert state.hazards_in_play == [guardian]


def test_a_wild_or_special_destiny_card_feeds_the_beast_the_planet_with_the_most_ships() -> None:
    for card in (_wild(), _special()):
        probe, _ = new_game(default_config(3, seed=5, hazards=True, flares=False, expansions=("conflict",)))
        _put_in_play(probe, ENTROPY_BEAST)
        n = probe.n
        planet = 1 * probe.config.planets_per_player + 2  # seat 1's third planet
        probe.ships[planet * n + 1] += 3  # now the busiest planet of the galaxy
        assert _busiest(probe) == planet
        assert hazards.after_destiny(probe, card) == [("entropy_beast",)]
        from game.hazards.planets import entropy_beast

        events: list = []
        entropy_beast(probe, events)
        while probe.queue and probe.queue[-1] == ("hazard_loss_check",):
            probe.queue.pop()
        assert probe.planet_home[planet] == GONE and "planet_devoured_by_hazard" in _kinds(events)
        assert probe.warp[1] == 7  # its ships went to the warp
    assert hazards.after_destiny(probe, _plain_card("blue")) == []


def test_the_offense_breaks_a_tie_for_the_beast() -> None:
    state, _ = new_game(default_config(3, seed=5, hazards=True, flares=False, expansions=("conflict",)))
    _put_in_play(state, ENTROPY_BEAST)
    from game.hazards.planets import entropy_beast

    entropy_beast(state, [])  # every planet holds four ships: a tie
    prompt = state.prompts[-1]
    assert prompt.ctx == "hazard_entropy_planet" and prompt.seat == state.offense
    assert len(prompt.options) == sum(1 for h in state.planet_home if h != GONE)


def test_under_the_beast_a_system_of_two_planets_makes_everyone_lose_whatever_caused_it() -> None:
    state, _ = new_game(default_config(3, seed=5, hazards=True, flares=False, expansions=("conflict",)))
    _put_in_play(state, ENTROPY_BEAST)
    ppp = state.config.planets_per_player
    for p in range(ppp - 2):  # seat 0's system keeps two planets: taken by something else than the Beast
        state.planet_home[p] = GONE
    events: list = []
    hazard_loss_check(state, events)
    assert state.over and state.winners == [] and "everyone_loses" in _kinds(events)
    # without the Beast, a short system ends nothing
    state2, _ = new_game(default_config(3, seed=5, hazards=True, flares=False, expansions=("conflict",)))
    for p in range(ppp - 2):
        state2.planet_home[p] = GONE
    assert not hazards.everyone_loses(state2, []) and not state2.over


# --- The Witness --------------------------------------------------------------------------------------------


def test_the_witness_stays_and_shows_each_main_player_the_others_hand() -> None:
    state, _ = table(THE_WITNESS, "next")
    off = state.offense
    dfn = (off + 1) % 3
    events = _to_alliance(state)
    shown = [e for e in events if e.kind == "hand_witnessed"]
    assert [(e.to, e.data["seat"]) for e in shown] == [((off,), dfn), ((dfn,), off)]
    assert not [e for e in events_for(events, (off + 2) % 3) if e.kind == "hand_witnessed"]  # private
    assert view_for(state, off)["seen"]  # the offense now knows the defense's hand
    hazards.encounter_over(state, [])
    assert _id(THE_WITNESS) in state.hazards_in_play


# --- Galactic Council ---------------------------------------------------------------------------------------


def test_galactic_council_makes_the_encounter_a_deal() -> None:
    state, _ = table(GALACTIC_COUNCIL, "next")
    enc = state.enc
    enc.defense = (state.offense + 1) % 3
    enc.off_kind, enc.off_value, enc.def_kind, enc.def_value = ATTACK, 12, ATTACK, 8
    events: list = []
    hazards.before_resolution(state, events)
    assert (enc.off_kind, enc.def_kind) == (NEGOTIATE, NEGOTIATE) and "council_convened" in _kinds(events)


# --- Meteor Storm -------------------------------------------------------------------------------------------


def _revealed(name: str, off_value: int, def_value: int) -> GameState:
    state, _ = table(name, "next")
    _to_alliance(state)
    enc = state.enc
    enc.off_kind, enc.off_value, enc.def_kind, enc.def_value = ATTACK, off_value, ATTACK, def_value
    return state


def test_meteor_storm_strikes_every_ship_owner_in_the_encounter_when_the_totals_pass_25() -> None:
    state = _revealed(METEOR_STORM, 20, 4)  # 20 + 1 ship, 4 + 4 ships: 29
    off, dfn, target = state.offense, state.enc.defense, state.enc.target
    gate, home = state.gate[off], ships_at(state, dfn, target)
    events: list = []
    hazards.totals_known(state, events, *totals(state))
    assert "meteor_storm" in _kinds(events)
    assert state.gate[off] == gate - 1 and ships_at(state, dfn, target) == home - 1


def test_meteor_storm_spares_an_encounter_of_25_or_less() -> None:
    state = _revealed(METEOR_STORM, 10, 10)  # 10 + 1 + 10 + 4 = 25: not above
    gate = state.gate[state.offense]
    events: list = []
    hazards.totals_known(state, events, *totals(state))
    assert "meteor_storm" not in _kinds(events) and state.gate[state.offense] == gate


# --- Psychic Switcheroo -------------------------------------------------------------------------------------


def test_psychic_switcheroo_trades_the_main_players_powers_for_good() -> None:
    config = default_config(
        3,
        seed=5,
        hazards=True,
        flares=False,
        expansions=("conflict",),
        aliens=("Clone", "Pacifist", "Oracle"),
    )

    def setup(state: GameState) -> None:
        state.hazard_deck.remove(_id(PSYCHIC_SWITCHEROO))
        state.hazard_deck.append(_id(PSYCHIC_SWITCHEROO))

    state, _ = new_game(config, setup)
    before = list(state.aliens)
    state.hazards_in_play.append(state.hazard_deck.pop())
    state.enc.mods.hazard = _id(PSYCHIC_SWITCHEROO)
    off = state.offense
    dfn = (off + 1) % 3
    state.enc.defense = dfn
    events: list = []
    hazards.before_invitations(state, events)
    assert state.aliens[off] == before[dfn] and state.aliens[dfn] == before[off]
    assert "powers_traded" in _kinds(events)
    hazards.encounter_over(state, [])  # the card goes, the powers stay traded (FAQ)
    assert state.aliens[off] == before[dfn] and _id(PSYCHIC_SWITCHEROO) in state.hazard_discard
