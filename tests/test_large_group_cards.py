"""Cosmic Alliance's 24 large-group cosmic cards (docs/rules.md, "Large-group cosmic cards"): in the cosmic
deck at seven or eight players with the expansion, at any size when the table says so, never without it.
The list is partly reconstructed; the catalog marks which cards a source gives."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from support import walk

from game.aliens import gambler, sniveler
from game.bots.situation import card_ids
from game.cards.artifacts_reward import nameable
from game.cards.catalog import (
    ALLIANCE_ALIENS,
    ATTACK,
    CARD_BACK,
    CARD_KIND,
    CARD_NAME,
    CARD_VALUE,
    COSMIC,
    COSMIC_IDS,
    FLARE_IDS,
    LARGE_GROUP_BASIS,
    LARGE_GROUP_CARDS,
    LARGE_GROUP_IDS,
    MORPH,
    NEGOTIATE,
    RECONSTRUCTED,
    REINFORCEMENT,
    SOURCED,
    cosmic_cards,
)
from game.config import ALLIANCE, CONFLICT, INCURSION, ConfigError, GameConfig, default_config, expansions_for
from game.engine import new_game
from game.invariants import card_census, check_invariants
from game.scenario import ScenarioError, check_expectations, run_scenario
from game.variant_flags import variant_flags_text
from game.view import view_for
from main import main
from net.lobby import Lobby
from net.protocol import ProtocolError

EIGHT = expansions_for(8)  # Incursion, Conflict and Alliance
LARGE = set(LARGE_GROUP_IDS)


def in_play(config: GameConfig) -> set[int]:
    """The large-group cards dealt or in the cosmic deck right after setup."""
    state, _ = new_game(config)
    cards = set(state.deck) | {c for hand in state.hands for c in hand}
    return cards & LARGE


# -- the cards -----------------------------------------------------------------------------------------------


def test_the_24_cards_are_appended_after_alliances_flares_as_ordinary_cosmic_cards() -> None:
    assert LARGE_GROUP_CARDS == 24 and len(LARGE_GROUP_IDS) == 24
    assert tuple(range(214, 238)) == LARGE_GROUP_IDS and max(FLARE_IDS) == 213
    assert CARD_NAME[213] == f"Flare: {ALLIANCE_ALIENS[-1]}"  # the ids before them did not move
    assert all(CARD_BACK[c] == COSMIC for c in LARGE_GROUP_IDS)
    # no new kind of card: attacks, negotiates, a morph, reinforcements
    assert {CARD_KIND[c] for c in LARGE_GROUP_IDS} == {ATTACK, NEGOTIATE, MORPH, REINFORCEMENT}


def test_the_list_keeps_every_fact_the_sources_give() -> None:
    attacks = sorted(CARD_VALUE[c] for c in LARGE_GROUP_IDS if CARD_KIND[c] == ATTACK)
    assert all(v % 2 == 0 and 0 <= v <= 30 for v in attacks) and 0 in attacks and 30 in attacks
    names = Counter(CARD_NAME[c] for c in LARGE_GROUP_IDS)
    assert names["Attack 30"] == 1 and names["Reinforcement +8"] == 1 and names["Morph"] == 1
    base = [CARD_VALUE[c] for c in COSMIC_IDS if CARD_KIND[c] == ATTACK]
    assert sum(attacks) / len(attacks) > sum(base) / len(base)  # "skews a bit higher in power"


def test_each_card_says_whether_a_source_gives_it_or_it_is_reconstructed() -> None:
    assert set(LARGE_GROUP_BASIS) == LARGE and set(LARGE_GROUP_BASIS.values()) == {SOURCED, RECONSTRUCTED}
    sourced = sorted(CARD_NAME[c] for c, basis in LARGE_GROUP_BASIS.items() if basis == SOURCED)
    assert sourced == ["Attack 30", "Morph", "Reinforcement +8"]


def test_their_encounter_faces_are_faces_the_base_deck_has() -> None:
    """So a Gambler's claim or a Sniveler's whine names the same faces with or without them."""
    faces = {CARD_NAME[c] for c in LARGE_GROUP_IDS if CARD_KIND[c] != REINFORCEMENT}
    assert faces <= set(gambler.FACES)


# -- when they are in the deck -------------------------------------------------------------------------------


@pytest.mark.parametrize("aliens", ["none", "random", "choose"])
def test_an_eight_player_alliance_table_shuffles_all_24_in_by_itself(aliens: str) -> None:
    config = default_config(8, seed=4, alien_mode=aliens, expansions=EIGHT)
    assert config.large_group_cards == "auto" and config.large_group
    state, _ = new_game(config)
    assert in_play(config) == LARGE
    dealt = len(state.deck) + sum(len(hand) for hand in state.hands)
    assert dealt == 72 + 24 + 16  # the base deck, the large-group cards, two flares per player
    census = card_census(state)
    assert all(census[c] == 1 for c in LARGE_GROUP_IDS)
    assert check_invariants(state) == []


def test_seven_players_with_alliance_also_take_them() -> None:
    config = default_config(7, seed=2, expansions=(ALLIANCE, CONFLICT))
    assert config.large_group and in_play(config) == LARGE


def test_seven_players_without_alliance_have_no_large_group_cards() -> None:
    config = default_config(7, seed=2, expansions=(INCURSION, CONFLICT))
    assert not config.large_group and in_play(config) == set()
    assert cosmic_cards(config) == COSMIC_IDS


@pytest.mark.parametrize("players", [3, 5, 6])
def test_a_smaller_alliance_table_takes_them_only_when_it_asks(players: int) -> None:
    auto = default_config(players, seed=1, expansions=(ALLIANCE,))
    assert not auto.large_group and in_play(auto) == set()
    on = default_config(players, seed=1, expansions=(ALLIANCE,), large_group_cards="on")
    assert on.large_group and in_play(on) == LARGE
    state, _ = new_game(on)
    assert check_invariants(state) == []


def test_off_leaves_them_in_the_box_even_at_eight() -> None:
    config = default_config(8, seed=4, expansions=EIGHT, large_group_cards="off")
    assert not config.large_group and in_play(config) == set()
    state, _ = new_game(config)
    assert len(state.deck) + sum(len(h) for h in state.hands) == 72 + 16
    assert check_invariants(state) == []


def test_the_census_catches_a_large_group_card_at_a_table_without_them() -> None:
    state, _ = new_game(default_config(8, seed=4, expansions=EIGHT, large_group_cards="off"))
    state.hands[0].append(LARGE_GROUP_IDS[0])
    assert f"card {LARGE_GROUP_IDS[0]} is in 1 places" in check_invariants(state)


# -- the option ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("word", ["on", "off"])
def test_choosing_them_without_cosmic_alliance_is_refused(word: str) -> None:
    with pytest.raises(ConfigError, match="large-group cosmic cards need the Cosmic Alliance expansion"):
        default_config(5, large_group_cards=word)
    with pytest.raises(ConfigError, match="large-group"):
        default_config(7, expansions=(INCURSION, CONFLICT), large_group_cards=word)
    assert not default_config(5).large_group  # "auto" needs nothing


def test_an_unknown_choice_is_refused() -> None:
    with pytest.raises(ConfigError, match="large_group_cards must be one of auto, on, off"):
        default_config(5, expansions=(ALLIANCE,), large_group_cards="some")


def test_auto_is_left_out_of_the_saved_config_and_a_choice_round_trips() -> None:
    auto = default_config(8, seed=9, expansions=EIGHT)
    assert "large_group_cards" not in auto.to_dict()  # saves and hashes of other tables stay as they were
    on = default_config(5, seed=9, expansions=(ALLIANCE,), large_group_cards="on")
    plain = on.to_dict()
    assert plain["large_group_cards"] == "on" and GameConfig.from_dict(plain) == on
    with pytest.raises(ConfigError, match=r"config\.large_group_cards must be str"):
        GameConfig.from_dict({**plain, "large_group_cards": True})


def test_the_command_line_flag(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--players", "5", "--games", "1", "--large-group-cards", "on"])
    err = capsys.readouterr().err
    assert "--large-group-cards on" in err and "add alliance to --expansions" in err
    args = ["simulate", "--players", "5", "--expansions", "alliance", "--large-group-cards", "on"]
    assert main([*args, "--games", "1"]) == 0
    assert variant_flags_text({"large_group_cards": "off"}) == " --large-group-cards off"
    assert variant_flags_text({"large_group_cards": "auto"}) == ""


def test_the_lan_host_sets_the_option_only_with_alliance() -> None:
    lobby = Lobby.new(5, options={"alliance": True, "large_group_cards": "on"})
    assert lobby.config(3).large_group
    with pytest.raises(ProtocolError, match="large-group"):
        Lobby.new(5).set_options({"large_group_cards": "off"})
    with pytest.raises(ProtocolError, match="large_group_cards must be one of"):
        lobby.set_options({"large_group_cards": "sometimes"})
    assert lobby.options["large_group_cards"] == "on"  # a refused change leaves the options as they were


# -- playing them -------------------------------------------------------------------------------------------


def scenario(hands: dict[int, list[str]], actions: list[dict[str, Any]], **config: Any) -> Any:
    """Three players at a Cosmic Alliance table with the large-group cards; red attacks blue's planet 5 with
    the four ships of planet 0, nobody invited."""
    data = {
        "config": {"players": 3, "expansions": ["alliance"], "large_group_cards": "on", **config},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {str(s): cards for s, cards in hands.items()},
        },
        "actions": [
            {"seat": 0, "type": "aim", "planet": 5},
            {"seat": 0, "type": "launch", "ships": [[0, 4]]},
            {"seat": 0, "type": "invite", "seats": []},
            {"seat": 1, "type": "invite", "seats": []},
            *actions,
        ],
    }
    return run_scenario(data)


def test_the_reinforcement_of_eight_adds_eight_to_the_side_it_goes_to() -> None:
    """Attack 10 + 4 ships (14) against Attack 20 + 4 ships (24): the offense's +8 is not enough (22); the
    defense wins 24 to 22."""
    result = scenario(
        {0: ["Attack 10", "Reinforcement +8"], 1: ["Attack 20", "Attack 05"], 2: ["Attack 07"]},
        [
            {"seat": 0, "type": "encounter_card", "card": "Attack 10"},
            {"seat": 1, "type": "encounter_card", "card": "Attack 20"},
            {"seat": 0, "type": "play", "card": "Reinforcement +8", "side": "offense"},
        ],
    )
    assert result.error is None, result.error
    expect = [
        {"kind": "reinforced", "seat": 0, "side": "offense", "value": 8},
        {"kind": "encounter_decided", "winner": "defense", "offense_total": 22, "defense_total": 24},
    ]
    assert check_expectations(result, {"event_data": expect}) == []
    assert LARGE_GROUP_IDS[-1] in result.state.discard  # the +8 is discarded after use, like any card
    assert check_invariants(result.state) == []


def test_two_attack_30s_are_the_base_one_and_the_large_group_one() -> None:
    result = scenario(
        {0: ["Attack 30", "Attack 30", "Morph", "Morph"], 1: ["Attack 04"], 2: ["Attack 06"]}, []
    )
    assert result.error is None, result.error
    hand = result.state.hands[0]
    assert [c in LARGE for c in hand] == [False, True, False, True]
    with pytest.raises(ScenarioError, match="large-group cards are off"):
        scenario({0: ["Attack 30", "Attack 30"]}, [], large_group_cards="off")


def test_a_scenario_cannot_name_a_large_group_card_by_id_at_a_table_without_them() -> None:
    with pytest.raises(ScenarioError, match="is a large-group card"):
        scenario({0: [LARGE_GROUP_IDS[0]]}, [], large_group_cards="off")


def test_the_effects_that_list_the_tables_cards_know_them() -> None:
    on, _ = new_game(default_config(5, seed=3, expansions=(ALLIANCE,), large_group_cards="on"))
    off, _ = new_game(default_config(5, seed=3, expansions=(ALLIANCE,)))
    assert "Reinforcement +8" in nameable(on) and "Reinforcement +8" not in nameable(off)  # the Finder
    assert sniveler.attack_values(on) == sniveler.attack_values(off)  # no new attack value
    # a bot's model of the unseen cards counts them exactly when the table plays them
    assert set(card_ids(view_for(on, 0))) == set(COSMIC_IDS) | LARGE
    assert set(card_ids(view_for(off, 0))) == set(COSMIC_IDS)
    assert "large_group_cards" not in view_for(off, None)


@pytest.mark.parametrize(
    ("players", "expansions", "word"),
    [(8, EIGHT, "auto"), (8, EIGHT, "off"), (5, (ALLIANCE,), "on"), (6, (ALLIANCE,), "on")],
)
def test_random_games_with_them_keep_every_card_in_one_place(
    players: int, expansions: tuple[str, ...], word: str
) -> None:
    """Every action of a random-bot game keeps the card census (each card once, theirs only when in)."""
    for seed in range(2):
        config = default_config(
            players, seed=40 + seed, alien_mode="random", expansions=expansions, large_group_cards=word
        )
        state, _ = new_game(config)
        for state, action, _events in walk(config):
            problems = check_invariants(state)
            assert problems == [], f"after action {state.actions} {action!r}: {problems}"
        assert state.over
        assert set(card_census(state)) & LARGE == (LARGE if config.large_group else set())
