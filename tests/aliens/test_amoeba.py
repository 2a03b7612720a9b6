"""Amoeba rulings (FAQ, Amoeba): it may ooze all its ships at once and only then loses its power; an ally
that oozes every ship out with the Super still counts as having allied."""

from __future__ import annotations

from encounter_kit import check, encounter, run


def test_oozes_every_ship_then_loses_its_power() -> None:
    data = encounter(
        ["Amoeba", "", ""],
        {"0": ["Attack 08", "Attack 04"], "1": ["Attack 12"], "2": ["Attack 06"]},
        "Attack 08",
        "Attack 12",
        launch=4,
        after=(
            {"seat": 0, "type": "power", "alien": "Amoeba", "use": "ooze", "ooze": "in"},
            {"seat": 0, "type": "ooze", "ships": [[1, 4], [2, 4], [3, 4], [4, 4]]},
        ),
        expect={"event_data": [{"kind": "oozed", "seat": 0, "count": 16}]},
    )
    result = check(data)
    decided = next(e.data for e in result.events if e.kind == "encounter_decided")
    assert decided == {"winner": "offense", "offense_total": 28, "defense_total": 16}
    kinds = [(e.kind, e.data.get("seat")) for e in result.events]
    assert kinds.index(("power_lost", 0)) > kinds.index(("oozed", 0))


def test_ally_pulled_out_still_has_allied() -> None:
    data = encounter(
        ["", "", "Amoeba"],
        {"0": ["Attack 04", "Attack 10"], "1": ["Attack 20"], "2": ["Attack 06", "Flare: Amoeba"]},
        "Attack 04",
        "Attack 20",
        launch=1,
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 3]]},),
        after=(
            {
                "seat": 2,
                "type": "play",
                "card": "Flare: Amoeba",
                "half": "super",
                "use": "super",
                "ooze": "out",
            },
            {"seat": 2, "type": "ooze_out", "count": 3},
        ),
    )
    state = run(data).state
    assert [(p.seat, p.ctx, p.spec["count"]) for p in state.prompts] == [(2, "return_ships", 3)]
    assert state.enc.allied >> 2 & 1
