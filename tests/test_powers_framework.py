"""The machinery every alien relies on: mandatory uses, Cosmic Zap (FAQ Z1-Z6), Card Zap on flares (Z10,
F3), the flare limits (F1-F4), the Wild/Super choice (R6.2), and the power's home-colony threshold (R4.3).

Virus is the test subject: a mandatory use after the reveal (its ships multiply its attack card), a
Wild any main player may play, and a Super on top of its power.
"""

from __future__ import annotations

from typing import Any

from game.cards.catalog import CARD_NAME
from game.engine import apply
from game.errors import IllegalAction
from game.scenario import run_scenario
from game.state import GameState

VIRUS_FLARE = "Flare: Virus"


def _to_reveal(
    hands: dict[str, list[str]], aliens: list[str], ships: dict[str, Any] | None = None
) -> GameState:
    """Red (seat 0) attacks Blue (seat 1) with three ships: 08 against 12 with Blue's four defenders."""
    data: dict[str, Any] = {
        "config": {"players": 3, "seed": 4, "aliens": aliens},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"]},
        "actions": [
            {"seat": 0, "type": "aim", "planet": 5},
            {"seat": 0, "type": "launch", "ships": [[0, 3]]},
            {"seat": 0, "type": "invite", "seats": []},
            {"seat": 1, "type": "invite", "seats": []},
            {"seat": 0, "type": "encounter_card", "card": "Attack 08"},
            {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
        ],
    }
    if ships is not None:
        data["setup"]["ships"] = ships
    result = run_scenario(data)
    assert result.error is None, result.error
    return result.state


def _prompt(state: GameState, seat: int) -> Any:
    return next(p for p in state.prompts if p.seat == seat)


def _card(state: GameState, seat: int, name: str) -> int:
    return next(c for c in state.hands[seat] if CARD_NAME[c] == name)


def _decided(events: list[Any]) -> dict[str, Any]:
    return next(e.data for e in events if e.kind == "encounter_decided")


def test_a_mandatory_use_waits_for_a_cosmic_zap_holder_who_cannot_tell_in_advance() -> None:
    state = _to_reveal(
        {"0": ["Attack 08", "Attack 10"], "1": ["Attack 12"], "2": ["Cosmic Zap"]}, ["Virus", "", ""]
    )
    zap = _prompt(state, 2)
    assert zap.ctx == "window"
    assert state.window == {"name": "zap", "target": zap.options[1]["play"]}
    assert [p["alien"] for p in state.plays] == ["Virus"]  # the use is announced, not yet resolved
    events = apply(state, {"seat": 2, "type": "pass"})
    assert _decided(events) == {"winner": "offense", "offense_total": 24, "defense_total": 16}


def test_cosmic_zap_cancels_the_use_and_the_power_stays_off_this_encounter() -> None:
    state = _to_reveal(
        {"0": ["Attack 08", "Attack 10"], "1": ["Attack 12"], "2": ["Cosmic Zap"]}, ["Virus", "", ""]
    )
    option = _prompt(state, 2).options[1]
    events = apply(state, {"seat": 2, **option})
    kinds = [e.kind for e in events]
    assert "power_zapped" in kinds and "power_cancelled" in kinds
    assert _decided(events) == {"winner": "defense", "offense_total": 11, "defense_total": 16}
    assert "Cosmic Zap" in [CARD_NAME[c] for c in state.discard]


def test_the_power_is_off_below_three_home_colonies() -> None:
    # Red keeps two home colonies: no power, no use, the plain totals decide (R4.3).
    state = _to_reveal(
        {"0": ["Attack 08", "Attack 10"], "1": ["Attack 12"], "2": ["Attack 06"]},
        ["Virus", "", ""],
        ships={"0": {"0": 10, "1": 10}},
    )
    assert state.power_on[0] is False
    assert not state.prompts or all(p.ctx != "window" for p in state.prompts)


def test_a_wild_flare_is_played_by_a_main_player_and_returns_to_its_hand() -> None:
    # Blue (not the Virus) plays the Virus Wild: its card times its allies' ships (none): 0 + 4 ships.
    state = _to_reveal(
        {"0": ["Attack 08", "Attack 10"], "1": ["Attack 12", VIRUS_FLARE], "2": ["Attack 06"]}, ["", "", ""]
    )
    prompt = _prompt(state, 1)
    wild = next(o for o in prompt.options if o.get("half") == "wild")
    events = apply(state, {"seat": 1, **wild})
    assert [e.kind for e in events][:2] == ["card_played", "total_rule"]
    assert _decided(events) == {"winner": "offense", "offense_total": 11, "defense_total": 4}
    assert VIRUS_FLARE in [CARD_NAME[c] for c in state.hands[1]]  # back in the hand (FAQ F1)


def test_the_virus_plays_its_own_flare_as_a_super() -> None:
    state = _to_reveal(
        {"0": ["Attack 08", "Attack 10", VIRUS_FLARE], "1": ["Attack 12"], "2": ["Attack 06"]},
        ["Virus", "", ""],
    )
    prompt = _prompt(state, 0)
    halves = {o.get("half") for o in prompt.options if o["type"] == "play"}
    assert halves == {"super"}


def test_card_zap_cancels_a_flare_which_is_discarded_and_still_counts() -> None:
    state = _to_reveal(
        {"0": ["Attack 08", "Attack 10"], "1": ["Attack 12", VIRUS_FLARE], "2": ["Card Zap"]}, ["", "", ""]
    )
    wild = next(o for o in _prompt(state, 1).options if o.get("half") == "wild")
    apply(state, {"seat": 1, **wild})
    zap = next(o for o in _prompt(state, 2).options if o["type"] == "play")
    events = apply(state, {"seat": 2, **zap})
    assert "play_cancelled" in [e.kind for e in events]
    discarded = [CARD_NAME[c] for c in state.discard]
    assert VIRUS_FLARE in discarded and "Card Zap" in discarded
    assert _decided(events) == {"winner": "defense", "offense_total": 11, "defense_total": 16}


def test_a_cosmic_zapped_super_goes_back_to_the_hand_and_the_wild_may_follow() -> None:
    state = _to_reveal(
        {"0": ["Attack 08", "Attack 10", VIRUS_FLARE], "1": ["Attack 12"], "2": ["Cosmic Zap", "Cosmic Zap"]},
        ["Virus", "", ""],
    )
    apply(state, {"seat": 2, "type": "pass"})  # the power's own use stands
    sup = next(o for o in _prompt(state, 0).options if o.get("half") == "super")
    apply(state, {"seat": 0, **sup})
    zap = next(o for o in _prompt(state, 2).options if o["type"] == "play")
    apply(state, {"seat": 2, **zap})
    assert VIRUS_FLARE in [CARD_NAME[c] for c in state.hands[0]]  # returned, not discarded (FAQ Z4)
    assert state.enc.zapped == 1
    assert not state.enc.flare_seats & 1  # the allowance is not spent: the Wild may now be played
    wild = [o for o in _prompt(state, 0).options if o.get("half") == "wild"]
    assert wild


def test_one_flare_per_player_per_encounter() -> None:
    state = _to_reveal(
        {"0": ["Attack 08", "Attack 10"], "1": ["Attack 12", VIRUS_FLARE], "2": ["Attack 06"]}, ["", "", ""]
    )
    state.enc.flare_seats |= 1 << 1  # Blue has already played a flare this encounter
    from game.windows import window_options

    assert not [o for o in window_options(state, 1, "reveal") if o.get("half")]


def test_an_illegal_power_action_is_refused_and_changes_nothing() -> None:
    state = _to_reveal(
        {"0": ["Attack 08", "Attack 10"], "1": ["Attack 12", VIRUS_FLARE], "2": ["Attack 06"]}, ["", "", ""]
    )
    before = state.copy()
    try:
        apply(state, {"seat": 1, "type": "power", "alien": "Virus", "use": "multiply"})
    except IllegalAction as exc:
        assert exc.code == "illegal_choice"
    else:
        raise AssertionError("a power the seat does not have was accepted")
    assert state == before
