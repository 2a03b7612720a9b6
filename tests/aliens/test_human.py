"""Human rulings: FAQ X5 (zap-to-win against Pacifist: the first to take effect wins), C5 (compensation
only when Human revealed an attack) and Z9 (a zapped Human's side wins, also as an ally). The flare
halves are scenario files (tests/scenarios/aliens/human-*.toml)."""

from __future__ import annotations

from encounter_kit import check, decided, encounter, ended

ZAP_HAND = ["Cosmic Zap", "Attack 06"]


def test_x5_pacifist_first_beats_a_zapped_human() -> None:
    # Pacifist (offense) resolves its win first; zapping Human afterwards changes nothing.
    data = encounter(
        ["Pacifist", "Human", ""],
        {"0": ["Negotiate"], "1": ["Attack 12"], "2": ZAP_HAND},
        "Negotiate",
        "Attack 12",
        after=(
            {"seat": 2, "type": "pass"},
            {"seat": 2, "type": "play", "card": "Cosmic Zap", "play": "latest"},
        ),
        expect={"events": ["power_cancelled"], "event_data": ended("offense")},
    )
    result = check(data)
    assert decided(result)["winner"] == "offense"


def test_x5_zapped_human_first_beats_pacifist_and_pays_compensation() -> None:
    # Human (offense) is zapped first: its side wins; Pacifist's later win does not take; Human revealed
    # an attack, so the Pacifist collects compensation (FAQ C5).
    data = encounter(
        ["Human", "Pacifist", ""],
        {"0": ["Attack 04", "Attack 10", "Attack 13"], "1": ["Negotiate"], "2": ZAP_HAND},
        "Attack 04",
        "Negotiate",
        after=({"seat": 2, "type": "play", "card": "Cosmic Zap", "play": "latest"},),
        expect={"event_data": ended("offense"), "events": ["compensation"], "hand_sizes": [0, 2, 1]},
    )
    check(data)


def test_z9_zapped_human_wins_as_an_ally() -> None:
    # Human allied with the defense is zapped: the defense wins although the offense's total is higher.
    data = encounter(
        ["", "Cosmic", "Human"],
        {"0": ["Attack 20"], "1": ["Attack 04", "Cosmic Zap"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 04",
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]},),
        after=({"seat": 1, "type": "play", "card": "Cosmic Zap", "play": "latest"},),
        expect={"event_data": [{"kind": "encounter_decided", "winner": "defense"}], "warp": [3, 0, 0]},
    )
    data["config"]["aliens"] = ["", "", "Human"]
    check(data)


def test_faq_t9_human_wild_attack_42_is_not_a_revealed_attack() -> None:
    # Cudgel reveals a negotiate and turns it into an attack 42 with Human Wild: it wins, but it did not
    # reveal an attack, so it smashes no extra ships (only the four defending ships are lost).
    data = encounter(
        ["Cudgel", "", ""],
        {
            "0": ["Negotiate", "Flare: Human", "Attack 10"],
            "1": ["Attack 20", "Attack 06"],
            "2": ["Attack 05"],
        },
        "Negotiate",
        "Attack 20",
        after=({"seat": 0, "type": "play", "card": "Flare: Human", "half": "wild", "use": "wild"},),
    )
    result = check(data)
    assert decided(result)["winner"] == "offense"
    assert result.state.warp[1] == 4
    assert not [p for p in result.state.prompts if p.ctx == "lose_ships"]
