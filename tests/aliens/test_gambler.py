"""Gambler rulings: it must bluff or reveal before Oracle picks (FAQ X11); it may not sit at the table
with Sorcerer (kept, though the FAQ calls it optional, G2); bluff penalties are "lost" ships (P7); an
unrevealed card goes face down under the deck, out of Filch's reach (FAQ, Filch)."""

from __future__ import annotations

import pytest
from encounter_kit import check, decided, encounter, run

from game.cards.catalog import CARD_NAME
from game.config import default_config
from game.engine import new_game
from game.errors import ConfigError


def _oracle_vs_gambler(after_claim: tuple[dict[str, object], ...]) -> dict[str, object]:
    data = encounter(
        ["Oracle", "Gambler", ""],
        {"0": ["Attack 12", "Attack 20"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 08"]},
        "Attack 12",
        "Attack 04",
    )
    actions = data["actions"][:4]  # up to the invitations
    actions += [
        {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
        {"seat": 1, "type": "power", "alien": "Gambler", "use": "bluff", "claim": "Attack 20"},
        *after_claim,
    ]
    data["actions"] = actions
    return data


def test_x11_gambler_bluffs_before_oracle_chooses() -> None:
    data = _oracle_vs_gambler(({"seat": 0, "type": "challenge", "call": False},))
    state = run(data).state
    assert [(p.seat, p.ctx) for p in state.prompts] == [(0, "select_card")]
    assert state.enc.mods.claims == {"1": "Attack 20"}
    data = _oracle_vs_gambler(
        (
            {"seat": 0, "type": "challenge", "call": False},
            {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
        )
    )
    data["expect"] = {
        "event_order": ["card_claimed", "bluff_accepted", "card_selected", "cards_revealed"],
        "no_events": ["card_shown"],
        "event_data": [{"kind": "encounter_decided", "winner": "defense"}],
    }
    check(data)  # 20 + 3 = 23 against the claimed 20 + 4 = 24


def test_gambler_and_sorcerer_are_kept_apart() -> None:
    config = default_config(3, aliens=("Gambler", "Sorcerer", None))
    with pytest.raises(ConfigError):
        new_game(config)


def test_p7_penalty_ships_are_lost_not_losing() -> None:
    data = encounter(
        ["", "Gambler", ""],
        {"0": ["Attack 12", "Attack 10"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 08"]},
        "Attack 12",
        "Attack 04",
        after=(
            {"seat": 1, "type": "power", "alien": "Gambler", "use": "bluff", "claim": "Attack 20"},
            {"seat": 0, "type": "challenge", "call": True},
        ),
    )
    state = run(data).state
    assert (state.prompts[0].seat, state.prompts[0].spec["kind"]) == (1, "lost")
    assert 5 not in [loc for loc, _ in state.prompts[0].spec["sources"]]  # not the ships in the encounter


def test_unrevealed_card_goes_under_the_deck() -> None:
    data = encounter(
        ["", "Gambler", ""],
        {"0": ["Attack 12", "Attack 10"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 08"]},
        "Attack 12",
        "Attack 04",
        after=(
            {"seat": 1, "type": "power", "alien": "Gambler", "use": "bluff", "claim": "Attack 20"},
            {"seat": 0, "type": "challenge", "call": False},
        ),
    )
    state = run(data).state
    assert CARD_NAME[state.deck[0]] == "Attack 04"
    assert "Attack 04" not in [CARD_NAME[c] for c in state.discard]


def test_faq_a_kicker_multiplies_after_gambler_wild() -> None:
    # Gambler Wild with a spread of 5 makes the offense's 10 a 15; its x2 kicker then makes 30: 30 + 3.
    data = encounter(
        ["", "", ""],
        {"0": ["Attack 10", "Flare: Gambler", "Kicker x2"], "1": ["Attack 15"], "2": ["Attack 08"]},
        "Attack 10",
        "Attack 15",
        before=({"seat": 0, "type": "kicker", "card": "Kicker x2"},),
        after=(
            {"seat": 0, "type": "play", "card": "Flare: Gambler", "half": "wild", "use": "wild", "spread": 5},
        ),
        config={"incursion": True, "rewards": "deck"},
    )
    assert decided(run(data)) == {"winner": "offense", "offense_total": 30 + 3, "defense_total": 15 + 4}


def test_faq_r3_an_unrevealed_reward_card_goes_under_the_reward_deck() -> None:
    data = encounter(
        ["", "Gambler", ""],
        {"0": ["Attack 12", "Attack 10"], "1": ["Reward Attack 10", "Attack 06"], "2": ["Attack 08"]},
        "Attack 12",
        "Reward Attack 10",
        after=(
            {"seat": 1, "type": "power", "alien": "Gambler", "use": "bluff", "claim": "Attack 20"},
            {"seat": 0, "type": "challenge", "call": False},
        ),
        config={"incursion": True, "rewards": "deck"},
    )
    state = run(data).state
    assert CARD_NAME[state.reward_deck[0]] == "Attack 10"
    assert not state.reward_discard and state.reward_deck[0] not in state.deck
