"""Empath (Cosmic Conflict): a negotiate against an attack may become two negotiates, and a deal follows.
Both flare cards (classic and alternate, a table option) are rebuilt: docs/rules.md."""

from __future__ import annotations

from typing import Any

from encounter_kit import decided, encounter, run

CONFLICT: dict[str, Any] = {"expansions": ["conflict"]}
HARMONY = {"type": "power", "alien": "Empath", "use": "harmony"}


def _negotiate_against_attack(empath_seat: int, **kw: Any) -> dict[str, Any]:
    aliens = ["", "", ""]
    aliens[empath_seat] = "Empath"
    return encounter(
        aliens,
        {"0": ["Attack 20", "Attack 04"], "1": ["Negotiate", "Attack 06"], "2": ["Attack 06"]},
        "Attack 20",
        "Negotiate",
        config=kw.pop("config", CONFLICT),
        **kw,
    )


def test_harmony_turns_its_own_attack_into_a_negotiate() -> None:
    result = run(_negotiate_against_attack(0, after=({"seat": 0, **HARMONY},)))
    assert (result.state.enc.off_kind, result.state.enc.def_kind) == ("negotiate", "negotiate")
    assert decided(result) == {"winner": "deal"}
    assert [p.ctx for p in result.state.prompts] == ["deal"]


def test_harmony_turns_the_opponents_attack_into_a_negotiate() -> None:
    data = encounter(
        ["", "Empath", ""],
        {"0": ["Attack 20", "Attack 04"], "1": ["Negotiate", "Attack 06"], "2": ["Attack 06"]},
        "Attack 20",
        "Negotiate",
        config=CONFLICT,
        after=({"seat": 1, **HARMONY},),
    )
    result = run(data)
    assert decided(result) == {"winner": "deal"}


def test_harmony_is_optional_and_without_it_the_attack_wins() -> None:
    data = _negotiate_against_attack(0, after=({"seat": 0, "type": "pass"},))
    assert decided(run(data))["winner"] == "offense"


def test_no_harmony_between_two_attacks() -> None:
    data = encounter(
        ["Empath", "", ""],
        {"0": ["Attack 20"], "1": ["Attack 06"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 06",
        config=CONFLICT,
    )
    result = run(data)
    assert decided(result)["winner"] == "offense"


def test_only_a_main_player_has_harmony() -> None:
    data = _negotiate_against_attack(2)
    result = run(data)
    assert not any(e.kind == "power_used" for e in result.events)
    assert decided(result)["winner"] == "offense"


def test_faq_harmony_works_with_a_special_negotiate_and_never_makes_a_crooked_deal() -> None:
    # A-Empath-1: the defense's Crooked Deal against an attack; the attack becomes a plain negotiate.
    data = encounter(
        ["Empath", "", ""],
        {"0": ["Attack 20", "Attack 04"], "1": ["Crooked Deal", "Attack 06"], "2": ["Attack 06"]},
        "Attack 20",
        "Crooked Deal",
        config={"expansions": ["conflict", "incursion"], "rewards": "deck"},
        after=({"seat": 0, **HARMONY},),
    )
    result = run(data)
    enc = result.state.enc
    assert decided(result) == {"winner": "deal"}
    assert (enc.off_kind, enc.off_value) == ("negotiate", 0)
    assert enc.off_card != enc.def_card  # the offense's card is still its Attack 20, counted as a negotiate


def test_classic_wild_gives_a_main_player_harmony() -> None:
    data = encounter(
        ["", "", "Empath"],
        {"0": ["Attack 20", "Attack 04"], "1": ["Negotiate", "Flare: Empath"], "2": ["Attack 06"]},
        "Attack 20",
        "Negotiate",
        config=CONFLICT,
        after=({"seat": 1, "type": "play", "card": "Flare: Empath", "half": "wild", "use": "wild"},),
    )
    assert decided(run(data)) == {"winner": "deal"}


def test_classic_super_a_failed_deal_after_harmony_costs_no_ships() -> None:
    data = encounter(
        ["Empath", "", ""],
        {
            "0": ["Attack 20", "Flare: Empath", "Attack 04"],
            "1": ["Negotiate", "Attack 06"],
            "2": ["Attack 06"],
        },
        "Attack 20",
        "Negotiate",
        config=CONFLICT,
        after=(
            {"seat": 0, **HARMONY},
            {"seat": 0, "type": "play", "card": "Flare: Empath", "half": "super", "use": "super"},
            {"seat": 0, "type": "deal_fail"},
        ),
    )
    result = run(data)
    assert result.state.enc.outcome == "failed_deal"
    assert result.state.warp == [0, 0, 0]


def test_alternate_flare_is_a_table_option() -> None:
    # The classic Wild is not offered at a table playing the alternate card, and the other way round.
    alternate = {**CONFLICT, "empath_flare": "alternate"}
    hands = {"0": ["Attack 20", "Attack 04"], "1": ["Negotiate", "Flare: Empath"], "2": ["Attack 06"]}
    data = encounter(["", "", "Empath"], hands, "Attack 20", "Negotiate", config=alternate)
    assert [p.ctx for p in run(data).state.prompts] == ["retrieve_ships"]  # no window: nothing offered
    classic = encounter(["", "", "Empath"], hands, "Attack 20", "Negotiate", config=CONFLICT)
    prompt = next(p for p in run(classic).state.prompts if p.seat == 1)
    assert [o.get("use") for o in prompt.options] == [None, "wild"]


def test_alternate_wild_gives_an_ally_harmony() -> None:
    alternate = {**CONFLICT, "empath_flare": "alternate"}
    # seat 2 allies with the defense and plays the alternate Wild once the Empath has passed
    data = encounter(
        ["Empath", "", ""],
        {
            "0": ["Attack 20", "Attack 04"],
            "1": ["Negotiate", "Attack 06"],
            "2": ["Attack 06", "Flare: Empath"],
        },
        "Attack 20",
        "Negotiate",
        config=alternate,
        invites=([], [2]),
        allies=({"seat": 2, "type": "ally", "side": "defense", "ships": [[10, 1]]},),
        after=(
            {"seat": 0, "type": "pass"},
            {"seat": 2, "type": "play", "card": "Flare: Empath", "half": "wild", "use": "alt_wild"},
        ),
    )
    assert decided(run(data)) == {"winner": "deal"}


def test_alternate_super_turns_two_attacks_into_negotiates() -> None:
    data = encounter(
        ["Empath", "", ""],
        {"0": ["Attack 20", "Flare: Empath", "Attack 04"], "1": ["Attack 06"], "2": ["Attack 06"]},
        "Attack 20",
        "Attack 06",
        config={**CONFLICT, "empath_flare": "alternate"},
        after=({"seat": 0, "type": "play", "card": "Flare: Empath", "half": "super", "use": "alt_super"},),
    )
    assert decided(run(data)) == {"winner": "deal"}
