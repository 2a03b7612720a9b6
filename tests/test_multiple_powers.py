"""The Multiple Powers variant (docs/rules.md, "Multiple powers"): several aliens per player. The rule
tests set up a position and act; the game tests play whole bot games with the engine's invariants; the
secrecy test plays hidden-powers games from the attacker's side."""

from __future__ import annotations

import argparse
from typing import Any

import pytest
from support import examples, walk

from game import hidden_powers, hooks
from game.aliens import miser
from game.board import home_colony_count, refresh_power
from game.cards.catalog import CARD_KIND, CARD_NAME, FLARE, FLARE_ALIEN
from game.config import GameConfig, default_config
from game.engine import apply, new_game
from game.errors import ConfigError
from game.events import Event
from game.invariants import check_invariants
from game.narrate import narrate
from game.phases.setup import FLARE_OF, alien_pool
from game.scenario import run_scenario
from game.sim import random_game
from game.state import GameState
from game.variant_flags import add_variant_flags, variant_flags_text, variants_from
from game.view import events_for, public_part, view_for
from game.windows import flare_half, window_options
from tests.aliens.encounter_kit import encounter as kit_encounter

# two aliens each, seat by seat, none with Game Setup text
PAIRS = ["Human", "Virus", "Clone", "Fido", "Filch", "Hacker"]


def table(aliens: list[str], **options: Any) -> tuple[GameState, list[Event]]:
    return new_game(default_config(len(aliens) // 2, seed=5, aliens=tuple(aliens), powers=2, **options))


def flare(alien: str) -> int:
    return FLARE_OF[alien]


# --- the switch ---------------------------------------------------------------------------------------------


def test_one_power_each_is_the_default_and_old_saves_load_as_one() -> None:
    config = default_config(4, alien_mode="random")
    assert config.powers == 1 and "powers" not in config.to_dict()  # saves and hashes as before
    assert GameConfig.from_dict(config.to_dict()).powers == 1
    two = default_config(4, alien_mode="random", powers=2)
    assert two.to_dict()["powers"] == 2 and GameConfig.from_dict(two.to_dict()) == two


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"powers": 0, "alien_mode": "random"}, "1 to 3"),
        ({"powers": 4, "alien_mode": "random"}, "1 to 3"),
        ({"powers": 2}, "need aliens"),
        ({"powers": 2, "aliens": ("Virus", "Oracle", "Clone")}, "6 aliens, 2 per seat"),
        ({"powers": 2, "aliens": ("Virus", None, "Clone", "Fido", "Filch", "Hacker")}, "every seat needs 2"),
    ],
)
def test_a_table_that_cannot_deal_several_powers_is_refused(options: dict[str, Any], words: str) -> None:
    with pytest.raises(ConfigError, match=words):
        default_config(3, **options)


def test_the_powers_flag_reaches_the_config() -> None:
    parser = argparse.ArgumentParser()
    add_variant_flags(parser)
    args = parser.parse_args(["--powers", "2", "--hidden-powers"])
    assert variants_from(args) == {"hidden_powers": True, "powers": 2}
    assert variants_from(parser.parse_args([])) == {}
    assert variant_flags_text({"powers": 3}) == " --powers 3"
    assert variants_from(parser.parse_args(variant_flags_text({"powers": 3}).split())) == {"powers": 3}


# --- setup ------------------------------------------------------------------------------------------------


def test_random_aliens_deal_each_seat_its_powers_and_every_flare_goes_into_the_deck() -> None:
    state, events = new_game(default_config(5, seed=9, alien_mode="random", powers=2))
    mine = [hooks.own_aliens(state, s) for s in range(5)]
    names = [a for pair in mine for a in pair]
    assert all(len(pair) == 2 for pair in mine) and len(set(names)) == 10
    assert all(hooks.powers_of(state, s) == mine[s] for s in range(5))
    cards = state.deck + [c for h in state.hands for c in h]
    flares = {FLARE_ALIEN[c] for c in cards if CARD_KIND[c] == FLARE}
    assert flares == set(names)  # ten aliens: their ten flares, no more
    revealed = next(e for e in events if e.kind == "aliens_revealed")
    assert revealed.data == {"aliens": list(state.aliens), "more": [[a] for _, a in mine]}
    line = narrate(revealed, state.config) or ""
    assert f"is the {mine[0][0]} and the {mine[0][1]}" in line


def test_aliens_that_swap_or_graft_one_sheet_stay_out_of_the_pool() -> None:
    state, _ = new_game(default_config(5, seed=1, alien_mode="random", powers=2, incursion=True))
    pool = alien_pool(state)
    assert "Reincarnator" not in pool and "Plant" not in pool and "Sorcerer" in pool
    with pytest.raises(ConfigError, match="Reincarnator cannot play"):
        new_game(default_config(3, aliens=("Reincarnator", "Virus", *PAIRS[2:]), powers=2))


def test_a_choosing_player_keeps_one_of_each_two_dealt() -> None:
    state, _ = new_game(default_config(3, seed=4, alien_mode="choose", powers=2))
    first = {p.seat: [o["alien"] for o in p.options] for p in state.prompts}
    assert sorted(first) == [0, 1, 2] and all(len(o) == 2 for o in first.values())
    deck_flares = {
        FLARE_ALIEN[c] for c in [*state.deck, *(c for h in state.hands for c in h)] if CARD_KIND[c] == FLARE
    }
    # seat 0 answers its first two: it is then offered its next two, the others still choose
    apply(state, {"seat": 0, "type": "alien", "alien": first[0][1]})
    second = next(p for p in state.prompts if p.seat == 0)
    assert len(second.options) == 2 and not {o["alien"] for o in second.options} & set(first[0])
    kept = {0: [first[0][1], second.options[0]["alien"]]}
    apply(state, {"seat": 0, "type": "alien", "alien": kept[0][1]})
    events = []
    for s in (1, 2):
        apply(state, {"seat": s, "type": "alien", "alien": first[s][0]})
        nxt = next(p for p in state.prompts if p.seat == s)
        kept[s] = [first[s][0], nxt.options[1]["alien"]]
        events += apply(state, {"seat": s, "type": "alien", "alien": kept[s][1]})
    assert "alien_replaced" not in [e.kind for e in events]  # no "do not use with" at this table
    assert all(hooks.own_aliens(state, s) == kept[s] for s in range(3))
    assert set(hooks.aliens_in_play(state)) <= deck_flares  # every alien dealt had its flare shuffled in
    assert len(deck_flares) == 12  # two dealt per power: 3 seats x 2 powers x 2
    assert not check_invariants(state)


def test_every_aliens_game_setup_runs() -> None:
    # Miser, a seat's second alien, takes its hoard at setup like a first one
    state, _ = table(["Virus", "Miser", "Clone", "Fido", "Filch", "Hacker"])
    assert hooks.own_aliens(state, 0) == ["Virus", "Miser"]
    assert len(miser.hoard(state, 0)) == 8  # its hoard, dealt at setup
    assert any(p.seat == 0 and p.ctx == "miser_hoard" for p in state.prompts)


# --- power loss, Supers and zaps --------------------------------------------------------------------------


def lose_home_colonies(state: GameState, seat: int, keep: int) -> None:
    """Empty ``seat``'s home planets until ``keep`` home colonies are left (ships go to the warp)."""
    n = state.n
    for p in range(state.planets):
        if state.planet_home[p] == seat and home_colony_count(state, seat) > keep:
            state.warp[seat] += state.ships[p * n + seat]
            state.ships[p * n + seat] = 0
    refresh_power(state, [], seat)


def test_all_of_a_seats_powers_go_together_below_the_threshold_and_come_back_together() -> None:
    state, _ = table(PAIRS)
    lose_home_colonies(state, 0, 2)
    assert not state.power_on[0]
    assert not hooks.works(state, 0, "Human") and not hooks.works(state, 0, "Virus")
    assert hooks.works(state, 1, "Clone") and hooks.works(state, 1, "Fido")
    n = state.n
    planet = next(p for p in range(state.planets) if state.planet_home[p] == 0 and not state.ships[p * n])
    state.warp[0] -= 1
    state.ships[planet * n] = 1
    refresh_power(state, [], 0)
    assert hooks.works(state, 0, "Human") and hooks.works(state, 0, "Virus")


def test_an_alien_that_keeps_its_power_keeps_it_alone() -> None:
    # Masochist never loses its power; the seat's other alien does
    state, _ = table(["Virus", "Masochist", *PAIRS[2:]])
    lose_home_colonies(state, 0, 1)
    assert hooks.has_power(state, 0, "Masochist") and not hooks.has_power(state, 0, "Virus")


def test_a_super_may_be_played_for_any_of_the_seats_own_aliens_and_never_their_wild() -> None:
    state, _ = table(PAIRS)
    assert flare_half(state, 0, flare("Human")) == hooks.SUPER
    assert flare_half(state, 0, flare("Virus")) == hooks.SUPER  # its second alien's flare
    assert flare_half(state, 0, flare("Clone")) == hooks.WILD  # another player's alien
    assert flare_half(state, 1, flare("Virus")) == hooks.WILD
    lose_home_colonies(state, 0, 2)  # a player without its powers plays its own flares as Wilds
    assert flare_half(state, 0, flare("Virus")) == hooks.WILD


def encounter(aliens: list[str], hands: dict[str, list[str]], *after: Any, **options: Any) -> Any:
    """Seat 0 attacks planet 5 (seat 1's) with three ships, two aliens each (``aliens`` seat by seat)."""
    config = {"players": len(aliens) // 2, "powers": 2, **options}
    data = kit_encounter(aliens, hands, hands["0"][0], hands["1"][0], after=after, config=config)
    return run_scenario(data)


def zap_first_use(result: Any) -> dict[str, Any]:
    prompt = next(p for p in result.state.prompts if p.seat == 2)
    play_id = next(o["play"] for o in prompt.options if "play" in o)
    return {"seat": 2, "type": "play", "card": "Cosmic Zap", "play": play_id}


def test_a_cosmic_zap_stops_the_alien_it_hits_and_not_the_seats_other_one() -> None:
    # Human's Humanity is zapped at the reveal; Virus, the same seat's other alien, still multiplies
    hands = {"0": ["Attack 04", "Flare: Human"], "1": ["Attack 12"], "2": ["Cosmic Zap", "Attack 06"]}
    announced = encounter(PAIRS, hands)
    assert announced.error is None
    zapped = encounter(PAIRS, hands, zap_first_use(announced))
    assert zapped.error is None, zapped.error
    kinds = [e.kind for e in zapped.events]
    cancelled = next(e for e in zapped.events if e.kind == "power_cancelled")
    assert cancelled.data["alien"] == "Human"
    assert "power_zapped" in kinds
    used = [e.data["alien"] for e in zapped.events if e.kind == "power_used"]
    assert used == ["Human", "Virus"]
    virus = next(
        i for i, e in enumerate(zapped.events) if e.kind == "power_used" and e.data["alien"] == "Virus"
    )
    assert virus > kinds.index("power_cancelled")


def test_after_a_zap_the_zapped_aliens_flare_is_a_wild_the_others_a_super() -> None:
    state, _ = table(PAIRS)
    hooks.zap(state, 0, "Human")
    assert not hooks.works(state, 0, "Human") and hooks.works(state, 0, "Virus")
    assert flare_half(state, 0, flare("Human")) == hooks.WILD  # FAQ Z4: its Wild is still there
    assert flare_half(state, 0, flare("Virus")) == hooks.SUPER
    players = view_for(state, None)["players"]
    assert players[0]["zapped_aliens"] == ["Human"] and players[1]["zapped_aliens"] == []


def test_without_the_variant_a_zap_stops_the_seats_power_as_before() -> None:
    state, _ = new_game(default_config(3, seed=5, aliens=("Human", "Clone", "Filch")))
    hooks.zap(state, 0, "Human")
    assert not hooks.works(state, 0) and state.enc.mods.zapped_aliens is None


def test_the_seats_second_aliens_super_is_offered_in_its_window() -> None:
    # at the reveal seat 0 may play Virus's Super (its second alien's flare); never the Wild
    hands = {"0": ["Attack 04", "Flare: Virus"], "1": ["Attack 12"], "2": ["Attack 06"]}
    result = encounter(PAIRS, hands)
    assert result.error is None
    state = result.state
    card = next(c for c in state.hands[0] if CARD_NAME[c] == "Flare: Virus")
    plays = [o for o in window_options(state, 0, "reveal") if o.get("card") == card]
    assert all(o["half"] == hooks.SUPER for o in plays)


def test_no_effect_trades_or_lends_a_sheet_at_a_multiple_powers_table() -> None:
    state, _ = table(["Sorcerer", "Virus", "Philanthropist", "Fido", "Filch", "Hacker"])
    assert all(hooks.bound(state, s) for s in range(3))
    sorcerer, philanthropist = hooks.POWERS["Sorcerer"], hooks.POWERS["Philanthropist"]
    lend = next(u for u in philanthropist.wild if u.key == "wild")
    assert philanthropist.options(state, 1, lend, -1) == []
    trade = next(iter(sorcerer.wild))
    assert sorcerer.options(state, 0, trade, -1) == []


# --- hidden powers: each sheet on its own ----------------------------------------------------------------


def test_each_sheet_lies_face_down_until_its_own_first_use() -> None:
    hands = {"0": ["Attack 04"], "1": ["Attack 12"], "2": ["Attack 06"]}
    result = encounter(PAIRS, hands, hidden_powers=True)
    assert result.error is None
    state, events = result.state, result.events
    dealt = next(e for e in events if e.kind == "alien_dealt" and e.data["seat"] == 0)
    assert dealt.to == (0,) and dealt.data == {"seat": 0, "alien": "Human", "more": ["Virus"]}
    public = events_for(events, None)
    assert next(e for e in public if e.kind == "aliens_face_down").data["more"] == [1, 1, 1]
    # Human and Virus both act at the reveal: both turn over, each as it is used
    shown = [e.data["alien"] for e in events if e.kind == "alien_revealed"]
    assert shown == ["Human", "Virus"]
    seat2 = view_for(state, 2)["players"]
    assert seat2[0]["alien"] == "Human" and seat2[0]["more_aliens"] == ["Virus"]
    assert seat2[1]["alien"] is None and seat2[1]["more_aliens"] == [None]  # Clone and Fido still down
    assert view_for(state, 1)["players"][1]["more_aliens"] == ["Fido"]  # a seat sees its own
    for looker in range(3):
        assert public_part(view_for(state, looker)) == view_for(state, None)


def test_one_sheet_turns_over_the_other_stays_down() -> None:
    state, _ = table(PAIRS, hidden_powers=True)
    ev: list[Event] = []
    hidden_powers.reveal_use(state, ev, 0, "Virus")
    assert [e.data for e in ev] == [{"seat": 0, "alien": "Virus", "how": hidden_powers.USE}]
    players = view_for(state, 1)["players"]
    assert players[0]["alien"] is None and players[0]["more_aliens"] == ["Virus"]
    assert hidden_powers.hidden(state, 0) and not hidden_powers.hidden_alien(state, 0, "Virus")


# The whole-game attack on hidden sheets (every other seat's views and events, after every action) is
# tests/test_hidden_powers.py::test_with_several_powers_each_no_sheet_still_face_down_is_told.


# --- whole games ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(examples(4)))
def test_five_players_with_two_powers_each_play_to_the_end(seed: int) -> None:
    config = default_config(5, seed=seed, alien_mode="random", powers=2)
    for state, _, _ in walk(config):
        problems = check_invariants(state)
        assert not problems, problems
    assert state.over


@pytest.mark.parametrize("seed", range(examples(3)))
def test_two_powers_with_hidden_powers_and_techs_play_to_the_end(seed: int) -> None:
    config = default_config(5, seed=100 + seed, alien_mode="choose", powers=2, hidden_powers=True, tech=True)
    for state, _, _ in walk(config):
        problems = check_invariants(state)
        assert not problems, problems
    assert state.over


def test_three_powers_each_with_smart_bots() -> None:
    result = random_game(
        4, 7, "random", strengths=["easy", "normal", "easy", "normal"], variants={"powers": 3}
    )
    assert result.finished and result.state is not None
    assert all(len(hooks.own_aliens(result.state, s)) == 3 for s in range(4))
