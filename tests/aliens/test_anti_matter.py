"""Anti-Matter rulings: FAQ V13 (an ally's ships subtract on either side, at their full worth), F3 (a
prevented flare stays in hand and does not use up the allowance: anti-matter-wild-prevents-a-flare.toml),
and artifacts can be prevented too (the Wild stops cards, not effects such as hazards)."""

from __future__ import annotations

from encounter_kit import decided, encounter, run

from game.cards.catalog import CARD_NAME


def test_v13_allies_subtract_on_both_sides() -> None:
    # Offense 10 - 3 own - 2 ally = 5; defense 12 + 4 own - 1 ally = 15; the lower total wins.
    data = encounter(
        ["Anti-Matter", "", "", ""],
        {"0": ["Attack 10", "Attack 04"], "1": ["Attack 12"], "2": ["Attack 06"], "3": ["Attack 05"]},
        "Attack 10",
        "Attack 12",
        invites=([2], [3]),
        allies=(
            {"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},
            {"seat": 3, "type": "ally", "side": "defense", "ships": [[15, 1]]},
        ),
    )
    assert decided(run(data)) == {"winner": "offense", "offense_total": 5, "defense_total": 15}


def test_wild_prevents_an_artifact() -> None:
    # Emotion Control is stopped: it goes back to its owner's hand and cannot be played again.
    data = encounter(
        ["", "", "Loser"],
        {"0": ["Attack 08", "Emotion Control"], "1": ["Attack 12"], "2": ["Flare: Anti-Matter"]},
        "Attack 08",
        "Attack 12",
        after=(
            {"seat": 0, "type": "play", "card": "Emotion Control"},
            {
                "seat": 2,
                "type": "play",
                "card": "Flare: Anti-Matter",
                "half": "wild",
                "use": "wild",
                "play": "latest",
            },
        ),
    )
    result = run(data)
    assert decided(result)["winner"] == "defense"
    assert [e.kind for e in result.events if e.kind in ("play_prevented", "cards_changed")] == [
        "play_prevented"
    ]


def test_f6_super_lasts_one_encounter() -> None:
    # The Super's Negation ends with its encounter: it must be played again for the next one.
    data = encounter(
        ["", "", "Anti-Matter"],
        {
            "0": ["Attack 10", "Attack 20", "Attack 04"],
            "1": ["Attack 06", "Attack 08"],
            "2": ["Flare: Anti-Matter", "Attack 04"],
        },
        "Attack 10",
        "Attack 06",
        launch=4,
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 3]]},),
        after=(
            {"seat": 2, "type": "play", "card": "Flare: Anti-Matter", "half": "super", "use": "super"},
            {"seat": 2, "type": "place", "ships": [[10, 3]]},
        ),
    )
    result = run(data)
    assert decided(result)["winner"] == "defense"
    state = result.state
    assert state.offense == 1 and state.enc.mods.lower_wins is None and state.enc.mods.total_mods is None
    assert "Flare: Anti-Matter" in [CARD_NAME[c] for c in state.hands[2]]
