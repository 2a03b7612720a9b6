"""Schizoid (Cosmic Alliance): its secret card, chosen at setup, rewrites the usual victory for everyone
while the power is on (FAQ: the win is declared as soon as it is met); a player with the usual colonies may
Cosmic Zap it to win; when its side loses, the winners alone see a card of its deck; its card is seen by
its owner alone (FAQ: never shown, not even in a deal); the classic flare (Wild: trade places, FAQ: a win
the swap makes stands; Super: trade the card) and the alternate one (a table option)."""

from __future__ import annotations

import json
from typing import Any

from encounter_kit import encounter, run

from game.aliens.schizoid import REALITIES, chosen, key
from game.board import colony_counts, ships_on, swap_positions, system_planets
from game.config import default_config
from game.engine import apply, new_game
from game.invariants import check_invariants
from game.phases.turn import check_winners
from game.scenario import ScenarioResult
from game.state import GameState
from game.view import view_for

ALLIANCE = {"expansions": ["alliance"]}
CLEAN_SLATE, HOARDER = 0, 3  # 4 colonies and no ship in the warp; 3 colonies and 8 cards in hand


def choice(reality: int) -> dict[str, Any]:
    """The answer keeping schizoid card ``reality``."""
    return {"type": "schizoid_card", "reality": reality, "text": REALITIES[reality].text}


def table(reality: int = CLEAN_SLATE, seat: int = 1, **config: Any) -> GameState:
    aliens: list[str | None] = [None, None, None]
    aliens[seat] = "Schizoid"
    state, _ = new_game(default_config(3, seed=4, aliens=aliens, expansions=("alliance",), **config))
    prompt = next(p for p in state.prompts if p.ctx == "schizoid_choose")
    assert prompt.seat == seat and len(prompt.options) == 6
    apply(state, {"seat": seat, **prompt.options[reality]})
    return state


def colonise(state: GameState, seat: int, planets: list[int]) -> None:
    """Move one ship of ``seat`` from its first home planet onto each of ``planets``."""
    n, home = state.n, system_planets(state, seat)[0]
    for p in planets:
        state.ships[home * n + seat] -= 1
        state.ships[p * n + seat] += 1


def test_it_keeps_one_card_the_other_five_are_its_deck() -> None:
    state = table(HOARDER)
    assert chosen(state, 1) == HOARDER and sorted(state.extra[key(1)]["deck"]) == [0, 1, 2, 4, 5]


def test_its_card_replaces_the_usual_victory_for_everyone() -> None:
    state = table(CLEAN_SLATE)
    colonise(state, 0, [5, 6, 10, 11])  # four foreign colonies, no ship in the warp
    assert check_winners(state, []) and state.winners == [0]


def test_the_usual_five_colonies_do_not_win_while_it_rules() -> None:
    state = table(HOARDER)  # four colonies and eight cards in hand
    state.hands[0] = state.hands[0][:5]
    colonise(state, 0, [5, 6, 7, 10, 11])
    assert colony_counts(state)[1][0] == 5
    assert not check_winners(state, []) and not state.over


def test_with_its_power_lost_the_usual_victory_is_back() -> None:
    state = table(HOARDER)
    state.hands[0] = state.hands[0][:5]
    colonise(state, 0, [5, 6, 7, 10, 11])
    state.power_on[1] = False
    assert check_winners(state, []) and state.winners == [0]


def test_its_own_conditions_count_for_the_schizoid_too_and_scale_to_four_planets() -> None:
    state = table(CLEAN_SLATE, four_planets=True)  # 3 colonies in the four-planet game
    colonise(state, 1, [0, 8, 9])
    assert check_winners(state, []) and state.winners == [1]


def test_its_card_is_seen_by_its_owner_alone() -> None:
    state = table(HOARDER)
    title, text = REALITIES[HOARDER].title, REALITIES[HOARDER].text
    mine = view_for(state, 1)
    assert mine["alien_private"] == {"schizoid_card": title, "schizoid_text": text}
    for viewer in (0, 2, None):  # another seat and a spectator
        seen = json.dumps(view_for(state, viewer))
        assert title not in seen and text not in seen


def test_the_choice_is_announced_without_the_card() -> None:
    aliens: list[str | None] = [None, "Schizoid", None]
    state, _ = new_game(default_config(3, seed=4, aliens=aliens, expansions=("alliance",)))
    events = apply(state, {"seat": 1, **choice(HOARDER)})
    public = [e for e in events if e.to is None and e.kind.startswith("schizoid")]
    assert [e.kind for e in public] == ["schizoid_chosen"] and "reality" not in public[0].data
    private = [e for e in events if e.to is not None]
    assert [(e.kind, e.to, e.data["reality"]) for e in private] == [("schizoid_kept", (1,), HOARDER)]


def schizoid_at(seat: int, hands: dict[str, list[str]], off: str, dfn: str, **kw: Any) -> dict[str, Any]:
    aliens = ["", "", ""]
    aliens[seat] = "Schizoid"
    return encounter(aliens, hands, off, dfn, config=kw.pop("config", ALLIANCE), **kw)


def with_choice(data: dict[str, Any], seat: int, reality: int) -> dict[str, Any]:
    data["actions"].insert(0, {"seat": seat, **choice(reality)})
    return data


HANDS = {"0": ["Attack 15", "Attack 01"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 05"]}


def test_when_its_side_loses_the_winners_alone_see_a_card_of_its_deck() -> None:
    data = with_choice(
        encounter(["", "Schizoid", ""], HANDS, "Attack 15", "Attack 04", config=ALLIANCE), 1, 2
    )
    result: ScenarioResult = run(data)
    shown = [e for e in result.events if e.kind == "schizoid_shown"]
    assert len(shown) == 1 and shown[0].to == (0,)  # the winning offense, no one else
    assert shown[0].data["reality"] != 2 and shown[0].data["reality"] in range(6)
    assert sorted(result.state.extra[key(1)]["deck"]) == [0, 1, 3, 4, 5]  # it went back


def test_no_card_shown_when_its_side_wins() -> None:
    hands = {"0": ["Attack 04", "Attack 01"], "1": ["Attack 15", "Attack 06"], "2": ["Attack 05"]}
    data = with_choice(
        encounter(["", "Schizoid", ""], hands, "Attack 04", "Attack 15", config=ALLIANCE), 1, 2
    )
    assert not [e for e in run(data).events if e.kind == "schizoid_shown"]


def test_a_player_with_the_usual_colonies_may_zap_the_schizoid_to_win() -> None:
    hands = {"0": ["Attack 15", "Cosmic Zap"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 05"]}
    data = with_choice(
        encounter(["", "Schizoid", ""], hands, "Attack 15", "Attack 04", config=ALLIANCE), 1, 4
    )
    ships = {0: 4, 1: 4, 2: 4, 3: 3, 4: 1, 11: 1, 12: 1, 13: 1, 14: 1}  # four colonies; the fifth: planet 5
    data["setup"]["ships"] = {"0": ships}
    state = run(data).state
    prompt = next(p for p in state.prompts if p.seat == 0)
    assert prompt.ctx == "schizoid_zap"
    zap = next(o for o in prompt.options if o["zap"])
    apply(state, {"seat": 0, **zap})
    assert state.over and state.winners == [0]


def test_classic_wild_trades_places_after_the_encounter() -> None:
    hands = {"0": ["Attack 15", "Flare: Schizoid"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 05"]}
    wild = {"seat": 0, "type": "play", "card": "Flare: Schizoid", "half": "wild", "use": "wild", "player": 2}
    data = encounter(["", "", "Schizoid"], hands, "Attack 15", "Attack 04", after=(wild,), config=ALLIANCE)
    state = run(with_choice(data, 2, 1)).state
    assert system_planets(state, 0) == [10, 11, 12, 13, 14] and system_planets(state, 2) == [0, 1, 2, 3, 4]
    assert ships_on(state, 10, 0) == 4 and ships_on(state, 5, 2) == 3  # its colony went to seat 2
    assert ships_on(state, 0, 2) == 1  # the ships seat 0 left at home
    assert state.warp[2] == 0 and state.warp[0] == 0


def test_classic_super_trades_its_card_for_one_that_makes_nobody_win() -> None:
    hands = {"0": ["Attack 15", "Flare: Schizoid"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 05"]}
    sup = {"seat": 0, "type": "play", "card": "Flare: Schizoid", "half": "super", "use": "super"}
    data = encounter(["Schizoid", "", ""], hands, "Attack 15", "Attack 04", after=(sup,), config=ALLIANCE)
    state = run(with_choice(data, 0, CLEAN_SLATE)).state
    prompt = next(p for p in state.prompts if p.seat == 0)
    assert prompt.ctx == "schizoid_switch"
    assert sorted(o["reality"] for o in prompt.options) == [1, 2, 3, 4, 5]
    apply(state, {"seat": 0, "type": "schizoid_switch", "reality": HOARDER, "text": REALITIES[HOARDER].text})
    assert chosen(state, 0) == HOARDER and CLEAN_SLATE in state.extra[key(0)]["deck"]


def test_alternate_flare_is_a_table_option() -> None:
    hands = {"0": ["Attack 15", "Flare: Schizoid"], "1": ["Attack 04", "Attack 06"], "2": ["Attack 05"]}
    alt = {**ALLIANCE, "schizoid_flare": "alternate"}
    data = encounter(["", "", "Schizoid"], hands, "Attack 15", "Attack 04", config=alt)
    data["actions"][:0] = [
        {"seat": 2, **choice(5)},
        {"seat": 0, "type": "play", "card": "Flare: Schizoid", "half": "wild", "use": "alt_wild"},
    ]
    result = run(data)
    shown = [e for e in result.events if e.kind == "schizoid_shown"]
    assert len(shown) == 1 and shown[0].to == (0,) and shown[0].data["reality"] != 5
    classic = encounter(["", "", "Schizoid"], hands, "Attack 15", "Attack 04", config=ALLIANCE)
    classic["actions"][:0] = [{"seat": 2, **choice(5)}]
    classic["actions"] = classic["actions"][:1]
    state = run(classic).state
    assert not [o for p in state.prompts for o in p.options if o.get("use") == "alt_wild"]


def test_alternate_super_shows_the_winners_nothing() -> None:
    hands = {"0": ["Attack 15", "Attack 01"], "1": ["Attack 04", "Flare: Schizoid"], "2": ["Attack 05"]}
    alt = {**ALLIANCE, "schizoid_flare": "alternate"}
    data = with_choice(encounter(["", "Schizoid", ""], hands, "Attack 15", "Attack 04", config=alt), 1, 2)
    data["actions"].append(
        {"seat": 1, "type": "play", "card": "Flare: Schizoid", "half": "super", "use": "alt_super"}
    )
    result = run(data)
    assert "schizoid_hidden" in [e.kind for e in result.events]
    assert not [e for e in result.events if e.kind == "schizoid_shown"]


def test_faq_the_classic_wild_steals_a_win_just_made() -> None:
    # the Wild is played in END, before the encounter's win check: trading places with a player who has
    # just met the card wins instead of it (FAQ, the Schizoid section's answer)
    state = table(CLEAN_SLATE)
    colonise(state, 0, [5, 6, 7, 11])
    swap_positions(state, [], 2, 0)
    assert check_winners(state, []) and state.winners == [2]


def test_captured_ships_change_owner_with_a_trade_of_places() -> None:
    """Ships another alien keeps off the board (a Fungus stack, a Remote's remotes) are traded ships too:
    seat 0's captured ships are seat 3's after the Wild's trade, and every ship is still counted."""
    aliens = [None, "Fungus", "Remote", None]
    state, _ = new_game(default_config(4, seed=4, aliens=aliens, expansions=("incursion", "alliance")))
    n = state.n
    home0, home1 = system_planets(state, 0)[0], system_planets(state, 1)[0]
    state.ships[home0 * n + 0] -= 3
    state.extra["Fungus/stacks/1"] = [[home1, [2, 0, 0, 0]]]  # two of seat 0's ships under Fungus's
    state.extra["Remote/2"] = {"0": 1}  # and one held by the Remote
    assert check_invariants(state) == []
    swap_positions(state, [], 0, 3)
    assert state.extra["Fungus/stacks/1"] == [[home1, [0, 0, 0, 2]]]
    assert state.extra["Remote/2"] == {"3": 1}
    assert check_invariants(state) == []
