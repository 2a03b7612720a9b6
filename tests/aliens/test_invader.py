"""Invader (Cosmic Conflict): its Invasion! cards (only with the Invader), the encounter it has at once
against the drawer from Launch on (FAQ), the drawer going on with a new destiny card and no second Regroup
(our reading of two FAQ answers), the refresh of its hand, and its flare."""

from __future__ import annotations

from typing import Any

from game.cards.catalog import DESTINY, DESTINY_INVASION
from game.config import default_config
from game.engine import new_game
from game.invariants import check_invariants
from tests.aliens.encounter_kit import run

CONFLICT = {"expansions": ["conflict"]}
HANDS = {
    "0": ["Attack 06", "Attack 10", "Attack 08"],
    "1": ["Attack 12", "Negotiate"],
    "2": ["Attack 20", "Attack 04"],
}
INVASION = [
    {"seat": 2, "type": "aim", "planet": 1},
    {"seat": 2, "type": "launch", "ships": [[10, 3]]},
    {"seat": 2, "type": "invite", "seats": []},
    {"seat": 0, "type": "invite", "seats": []},
    {"seat": 2, "type": "encounter_card", "card": "Attack 20"},
    {"seat": 0, "type": "encounter_card", "card": "Attack 06"},
]
PASS = {"seat": 2, "type": "pass"}


def _play(actions: list[dict[str, Any]], setup: dict[str, Any] | None = None, flare: bool = False) -> Any:
    hands = {**HANDS, "2": [*HANDS["2"], "Flare: Invader"]} if flare else HANDS
    data = {
        "actions": actions,
        "config": {"players": 3, "aliens": ["", "", "Invader"], **CONFLICT},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["invasion", "blue"], **(setup or {})},
        "expect": {},
    }
    return run(data)


def _invasions(state: Any) -> list[int]:
    return [c for c in state.destiny_deck + state.destiny_discard if DESTINY[c][0] == DESTINY_INVASION]


def test_the_invasion_cards_join_the_destiny_deck_only_with_the_invader() -> None:
    config = default_config(3, seed=5, aliens=["Invader", None, None], expansions=("conflict",))
    state, _ = new_game(config)
    assert len(_invasions(state)) == 3 and not check_invariants(state)
    config = default_config(3, seed=5, aliens=["Mimic", None, None], expansions=("conflict",))
    state, _ = new_game(config)
    assert _invasions(state) == [] and not check_invariants(state)


def test_faq_the_invader_meets_the_drawer_from_launch_then_the_drawer_draws_again() -> None:
    result = _play([PASS, *INVASION])
    kinds = [e.kind for e in result.events]
    assert kinds.index("invasion") < kinds.index("encounter_resumed")
    extra = next(e for e in result.events if e.kind == "encounter_started" and e.data.get("extra"))
    assert extra.data["offense"] == 2
    decided = [e.data for e in result.events if e.kind == "encounter_decided"]
    assert decided[0]["winner"] == "offense"  # 20 + 3 against 6 + 4
    after = result.events[kinds.index("encounter_resumed") :]
    drawn = [e for e in after if e.kind == "destiny_drawn"]
    assert drawn and DESTINY[drawn[0].data["card"]][0] == "colour"
    assert any(e.kind == "defense_chosen" and e.data["seat"] == 1 for e in after)
    assert result.state.prompts[0].ctx == "launch_aim" and result.state.offense == 0


def test_our_reading_the_drawer_gets_no_second_regroup() -> None:
    ships = {"0": {"0": 4, "1": 4, "2": 4, "3": 4}}
    regroup = {"seat": 0, "type": "place", "ships": [[0, 1]]}
    result = _play([regroup, PASS, *INVASION], {"ships": ships})
    out_of_warp = [e for e in result.events if e.kind == "ships_moved" and e.data["src"] == "warp"]
    assert len(out_of_warp) == 1  # the Regroup before the Invasion! card only
    assert result.state.prompts[0].ctx == "launch_aim"


def test_faq_without_its_power_the_invasion_card_is_redrawn() -> None:
    ships = {"2": {"10": 4}}  # one home colony: the Invader has lost its power
    result = _play([], {"ships": ships})
    assert not any(e.kind == "invasion" for e in result.events)
    assert any(e.kind == "destiny_redraw" for e in result.events)
    assert result.state.enc.defense == 1


def test_refresh_in_the_invasion_discards_the_hand_and_draws_eight() -> None:
    refresh = {"seat": 2, "type": "power", "alien": "Invader", "use": "refresh"}
    result = _play([refresh])
    assert any(e.kind == "invader_refresh" for e in result.events)
    assert len(result.state.hands[2]) == 8


def test_refresh_after_its_own_colour_is_drawn() -> None:
    result = _play([], {"destiny_top": ["purple", "invasion"]})
    prompt = next(p for p in result.state.prompts if p.seat == 2)
    assert {"type": "power", "alien": "Invader", "use": "refresh"} in prompt.options


def test_its_own_invasion_card_is_a_wild_for_it() -> None:
    hands = {"0": ["Attack 06"], "1": ["Attack 12"], "2": ["Attack 20"]}
    data = {
        "actions": [],
        "config": {"players": 3, "aliens": ["Invader", "", ""], **CONFLICT},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["invasion"]},
        "expect": {},
    }
    result = run(data)
    prompt = result.state.prompts[0]
    assert prompt.seat == 0 and sorted(o["player"] for o in prompt.options) == [1, 2]


def test_super_the_invaded_player_invites_nobody() -> None:
    sup = {"seat": 2, "type": "play", "card": "Flare: Invader", "half": "super", "use": "super"}
    result = _play([sup, PASS, *INVASION[:3]], flare=True)
    assert result.state.enc.mods.no_defense_invite
    assert not any(p.seat == 0 and p.ctx.startswith("invite") for p in result.state.prompts)


def test_wild_refreshes_any_main_player() -> None:
    hands = {"0": ["Attack 06", "Flare: Invader"], "1": ["Attack 12"], "2": []}
    data = {
        "actions": [{"seat": 0, "type": "play", "card": "Flare: Invader", "half": "wild", "use": "wild"}],
        "config": {"players": 3, "aliens": ["", "", "Void"], **CONFLICT},
        "setup": {"first_player": 0, "hands": hands, "destiny_top": ["blue"]},
        "expect": {},
    }
    result = run(data)
    assert len(result.state.hands[0]) == 8 + 1  # eight new cards and the flare back


def test_faq_the_interrupted_player_still_gets_its_second_encounter() -> None:
    own = [
        {"seat": 0, "type": "aim", "planet": 5},
        {"seat": 0, "type": "launch", "ships": [[2, 4]]},
        {"seat": 0, "type": "invite", "seats": []},
        {"seat": 1, "type": "invite", "seats": []},
        {"seat": 0, "type": "encounter_card", "card": "Attack 10"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 12"},
    ]
    hands = {"0": ["Attack 06", "Attack 30", "Attack 08"], "1": ["Attack 12", "Negotiate"], "2": HANDS["2"]}
    own[4]["card"] = "Attack 30"
    result = _play([PASS, *INVASION, *own], {"hands": hands})
    decided = [e.data["winner"] for e in result.events if e.kind == "encounter_decided"]
    assert decided == ["offense", "offense"]
    assert result.state.prompts[0].ctx == "second_encounter" and result.state.prompts[0].seat == 0
