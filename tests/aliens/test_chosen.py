"""Chosen rulings: the Super is played after Chosen has seen its three cards (FAQ, Chosen); the table may
Cosmic Zap Chosen after seeing the draw, while still in Reveal (FAQ Z5)."""

from __future__ import annotations

from encounter_kit import check, decided, encounter, run

PRAY = {"seat": 0, "type": "power", "alien": "Chosen", "use": "pray"}


def _data(hands: dict[str, list[str]], after: tuple[dict[str, object], ...]) -> dict[str, object]:
    return encounter(
        ["Chosen", "", ""],
        hands,
        "Attack 04",
        "Attack 12",
        after=after,
        setup={"deck_top": ["Attack 20", "Negotiate", "Attack 06"]},
    )


def test_super_only_after_the_draw() -> None:
    hands = {"0": ["Attack 04", "Flare: Chosen"], "1": ["Attack 12"], "2": ["Attack 08"]}
    before = run(_data(hands, ())).state
    uses = [o.get("use") for o in before.prompts[0].options]
    assert "super" not in uses and "pray" in uses
    after = run(_data(hands, (PRAY,))).state
    uses = [o.get("use") for o in after.prompts[0].options]
    assert "super" in uses and "intervene" in uses


def test_z5_zap_after_seeing_the_draw() -> None:
    hands = {"0": ["Attack 04", "Attack 10"], "1": ["Attack 12"], "2": ["Cosmic Zap", "Attack 08"]}
    data = _data(
        hands,
        (
            PRAY,
            {"seat": 2, "type": "pass"},  # the prayer itself stands
            {
                "seat": 0,
                "type": "power",
                "alien": "Chosen",
                "use": "intervene",
                "drawn": 34,
                "how": "replace",
            },
            {"seat": 2, "type": "play", "card": "Cosmic Zap", "play": "latest"},
        ),
    )
    data["expect"] = {"events": ["prayer_drawn", "power_cancelled"], "no_events": ["divine_intervention"]}
    result = check(data)
    assert decided(result) == {"winner": "defense", "offense_total": 7, "defense_total": 16}
