"""The bots and the Technology variant: which tech they keep, how they research, complete and abandon, and
when they use a tech (``game.bots.techs``); bot games with techs play them."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.bots import make_bot
from game.bots.techs import CHOOSERS, choose_keep, choose_research, keep_score, tech_score
from game.bots.tournament import run_games, summarize
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, COSMIC_IDS
from game.config import default_config
from game.engine import new_game, run
from game.sim import random_game, seat_context
from game.state import GameState
from game.techs.catalog import TECH_ID, TECH_NAME
from game.view import view_for
from tests.bots.bot_kit import FAST_HARD, STRENGTHS, bot
from tests.techs.kit import give_research, prompt_of, tech_game


def research_step(state: GameState) -> None:
    """Open a research step now (as at the start of a Regroup)."""
    state.prompts = []
    state.queue.append(("research",))
    run(state, [])


def research_answer(state: GameState, seat: int, strength: str = "normal") -> dict[str, Any]:
    """What a bot of ``strength`` answers at ``seat``'s research prompt."""
    prompt = prompt_of(state, seat, "research")
    return bot(strength, 7).act(prompt, seat_context(state, seat))


def tech_option(name: str, **args: Any) -> dict[str, Any]:
    return {"type": "tech", "tech": TECH_ID[name], **args}


# --- keeping ------------------------------------------------------------------------------------------


def test_a_bot_keeps_a_cheap_lasting_tech_over_a_costly_one() -> None:
    options = [
        {"type": "tech", "tech": TECH_ID["Coldsleep Ship"]},
        {"type": "tech", "tech": TECH_ID["Xenon Lasers"]},
    ]
    assert choose_keep({}, 0, options)["tech"] == TECH_ID["Xenon Lasers"]
    assert keep_score(TECH_ID["Lunar Cannon"]) > keep_score(TECH_ID["Precursor Seed"])
    assert keep_score(TECH_ID["Vacuum Turbines"]) > keep_score(TECH_ID["Omega Missile"])


def test_every_bot_answers_the_keep_prompt_with_one_of_its_two_techs() -> None:
    state, _ = new_game(default_config(3, seed=4, tech=True))
    prompt = prompt_of(state, 1, "keep_tech")
    for strength in STRENGTHS:
        assert bot(strength, 3).act(prompt, seat_context(state, 1)) in prompt.options
    best = max(prompt.options, key=lambda o: keep_score(o["tech"]))
    assert bot("normal", 3).act(prompt, seat_context(state, 1)) == best


# --- research -----------------------------------------------------------------------------------------


def test_a_bot_researches_from_its_fullest_colony_and_never_empties_one() -> None:
    state = tech_game(3, keep={0: "Xenon Lasers"})
    research_step(state)
    for strength in STRENGTHS:
        state.ships[2 * 3 + 0] = 6  # planet 2 is the fullest of seat 0's colonies
        action = research_answer(state, 0, strength)
        assert action["type"] in ("research", "pass")
        if action["type"] == "research":
            assert state.ships[action["planet"] * 3 + 0] >= 2
    assert research_answer(state, 0) == {"type": "research", "planet": 2}


def test_a_bot_with_single_ships_on_its_colonies_does_not_research() -> None:
    state = tech_game(3, keep={0: "Xenon Lasers"})
    for p, home in enumerate(state.planet_home):
        if home == 0:
            state.warp[0] += state.ships[p * 3] - 1
            state.ships[p * 3] = 1
    research_step(state)
    for strength in STRENGTHS:
        assert research_answer(state, 0, strength)["type"] == "pass"


def test_a_bot_completes_a_tech_as_soon_as_it_has_its_research_number() -> None:
    state = tech_game(3, keep={0: "Xenon Lasers"})
    give_research(state, 0, "Xenon Lasers", 3)
    research_step(state)
    for strength in STRENGTHS:
        assert research_answer(state, 0, strength) == {"type": "complete"}


def test_a_bot_keeps_a_ready_hidden_tech_in_research_for_its_moment() -> None:
    state = tech_game(3, keep={0: "Gluon Mines"})
    give_research(state, 0, "Gluon Mines", 4)
    research_step(state)
    assert research_answer(state, 0) == {"type": "pass"}


def test_a_bot_abandons_a_far_tech_when_a_rival_is_about_to_win() -> None:
    state = tech_game(3, keep={0: "Omega Missile"})
    give_research(state, 0, "Omega Missile", 2)
    research_step(state)
    prompt = prompt_of(state, 0, "research")
    view = view_for(state, 0)
    assert choose_research(view, 0, prompt.options)["type"] == "research"  # early on: go on researching
    view["players"][1]["foreign_colonies"] = 4  # one colony from the win, and the missile needs 6 more
    assert choose_research(view, 0, prompt.options) == {"type": "abandon"}


def test_the_hard_bot_leaves_the_research_step_to_the_heuristic() -> None:
    state = tech_game(3, keep={0: "Xenon Lasers"})
    research_step(state)
    prompt = prompt_of(state, 0, "research")
    hard = make_bot("hard", 5, budget=None, samples=2)
    assert hard.act(prompt, seat_context(state, 0)) == research_answer(state, 0)
    assert getattr(hard, "searches", 0) == 0


# --- using techs --------------------------------------------------------------------------------------


def revealed(state: GameState, seat: int, off_value: int, def_value: int) -> dict[str, Any]:
    """Seat's view of an encounter of seat 0 against seat 1 at planet 5 with the cards revealed (the gate
    holding four ships of seat 0's)."""
    view = view_for(state, seat)
    enc = view["encounter"]
    enc.update(defense=1, target=5, offense_as="attack", defense_as="attack")
    enc.update(offense_value=off_value, defense_value=def_value, offense_bonus=0, defense_bonus=0)
    view["offense"] = 0
    view["players"][0]["gate"] = 4
    return view


def test_xenon_lasers_is_used_when_one_more_turns_the_encounter() -> None:
    state = tech_game(3)
    planet_ships = state.ships[5 * 3 + 1]  # seat 1's ships on planet 5 (4)
    up, down = tech_option("Xenon Lasers", delta=1), tech_option("Xenon Lasers", delta=-1)
    tied = revealed(state, 0, planet_ships, 4)  # 4 + 4 against 4 + 4: the defense wins ties
    assert tech_score(tied, 0, up) > 0 and tech_score(tied, 0, down) < 0
    ahead = revealed(state, 0, 10, 4)
    assert tech_score(ahead, 0, up) < 0  # already winning: keep it for later
    far = revealed(state, 0, 1, 10)
    assert tech_score(far, 0, up) < 0  # one point changes nothing


def test_quark_battery_swaps_in_the_stored_card_only_when_it_turns_the_encounter() -> None:
    state = tech_game(3)
    view = revealed(state, 1, 10, 4)  # the defense (seat 1) loses 8 to 14
    twenty, six = attack_card(20), attack_card(6)
    assert tech_score(view, 1, tech_option("Quark Battery", card=twenty)) > 0
    assert tech_score(view, 1, tech_option("Quark Battery", card=six)) < 0
    view["my_tech_cards"] = {"Quark Battery": [twenty]}  # the battery's own use names no card: its view does
    assert tech_score(view, 1, tech_option("Quark Battery")) > 0
    view["my_tech_cards"] = {"Quark Battery": [six]}
    assert tech_score(view, 1, tech_option("Quark Battery")) < 0


def attack_card(value: int) -> int:
    """A card id of the attack card ``value``."""
    return next(c for c in COSMIC_IDS if CARD_KIND[c] == ATTACK and CARD_VALUE[c] == value)


def test_gluon_mines_are_set_off_when_the_researchers_clear_the_gate() -> None:
    state = tech_game(3, keep={1: "Gluon Mines"})
    give_research(state, 1, "Gluon Mines", 4)
    view = revealed(state, 1, 0, 0)
    option = tech_option("Gluon Mines")
    assert tech_score(view, 1, option) > 0
    view["players"][0]["gate"] = 12
    view["techs"]["players"][1]["ships"] = 2
    assert tech_score(view, 1, option) < 0
    assert tech_score(revealed(state, 2, 0, 0), 2, option) < 0  # not the defense


def test_warpspace_key_waits_for_ships_in_the_warp() -> None:
    state = tech_game(3)
    view = view_for(state, 0)
    option = tech_option("Warpspace Key")
    assert tech_score(view, 0, option) < 0
    view["players"][0]["warp"] = 5
    assert tech_score(view, 0, option) > 0


# --- games --------------------------------------------------------------------------------------------


def tech_events(strength: str, seeds: range, players: int = 4) -> Counter[str]:
    """Tech events of games where every seat is a bot of ``strength``."""
    seen: Counter[str] = Counter()

    def on(state: GameState, action: Any, events: list[Any]) -> None:
        for e in events:
            if e.kind.startswith("tech_"):
                seen[e.kind] += 1
                if e.kind == "tech_used":
                    seen["used:" + TECH_NAME[int(e.data["tech"])]] += 1

    for seed in seeds:
        aliens = "random" if seed % 2 else "none"
        result = random_game(
            players,
            seed,
            aliens=aliens,
            strengths=[strength] * players,
            variants={"tech": True},
            on_action=on,
        )
        assert result.finished
    return seen


def test_normal_bots_research_complete_and_use_techs() -> None:
    seen = tech_events("normal", range(8))
    assert seen["tech_researched"] >= 40
    assert seen["tech_completed"] >= 8
    assert seen["tech_used"] >= 2
    assert seen["tech_abandoned"] <= seen["tech_completed"]


def test_easy_bots_play_tech_games_to_the_end() -> None:
    seen = tech_events("easy", range(4))
    assert seen["tech_researched"] > 0


def test_the_cosmic_field_generator_stops_only_a_hostile_power() -> None:
    state = tech_game(3)
    view = revealed(state, 1, 0, 0)  # seat 1 defends against seat 0
    plays = [{"id": 7, "seat": 0, "alien": "Virus"}, {"id": 8, "seat": 1, "alien": "Oracle"}]
    view["encounter"]["plays"] = plays
    assert tech_score(view, 1, tech_option("Cosmic Field Generator", play=7)) > 0
    assert tech_score(view, 1, tech_option("Cosmic Field Generator", play=8)) < 0  # its own power


def test_the_follow_up_prompts_of_techs_have_answers_on_purpose() -> None:
    state = tech_game(3)
    view = view_for(state, 0)
    settle = [{"type": "genesis_settle", "planet": 15, "ships": k} for k in (3, 2, 1, 0)]
    assert CHOOSERS["genesis_settle"](view, 0, settle)["ships"] == 3
    view["offense"] = 2
    mines = [{"type": "mine", "owner": 1}, {"type": "mine", "owner": 2}]
    assert CHOOSERS["gluon_mines"](view, 0, mines)["owner"] == 2  # the offense's own ships first
    store = [{"type": "card", "card": attack_card(6)}, {"type": "card", "card": attack_card(20)}]
    assert CHOOSERS["quark_battery_store"](view, 0, store)["card"] == attack_card(20)


def test_plasma_thrusters_never_fly_a_colonys_last_ship() -> None:
    state = tech_game(3)
    view = view_for(state, 1)
    view["planets"][6]["ships"][1] = 1
    assert tech_score(view, 1, tech_option("Plasma Thrusters", **{"from": 6})) < 0
    assert tech_score(view, 1, tech_option("Plasma Thrusters", **{"from": 7})) > 0


def test_in_tech_games_normal_bots_beat_easy_ones() -> None:
    seats = ["normal", "easy", "easy"]
    summary = summarize(run_games(seats, 30, 500, aliens="random", variants={"tech": True}), seats)
    assert summary["errors"] == 0 and summary["unfinished"] == 0
    rate = {row["strength"]: row["win_rate"] for row in summary["strengths"]}
    assert rate["normal"] > 2 * rate["easy"]


def test_a_hard_bot_plays_tech_games_through_its_look_ahead() -> None:
    seats = ["hard", "normal", "easy"]
    records = run_games(seats, 2, 40, aliens="random", bot_options=FAST_HARD, variants={"tech": True})
    assert all(r.error is None and r.finished for r in records)


def test_the_qax_goes_to_a_player_not_ahead_of_the_giver() -> None:
    state = tech_game(3)
    view = view_for(state, 0)
    assert tech_score(view, 0, tech_option("The Qax", to=1)) > 0
    view["players"][1]["foreign_colonies"] = 4
    assert tech_score(view, 0, tech_option("The Qax", to=1)) < 0
