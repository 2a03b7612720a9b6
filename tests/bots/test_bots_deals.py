"""Bots finish their deals: the rules let a negotiation run as long as the table's timer (without a timer,
for ever), so the bots stop on their own. Each makes at most ``MAX_PROPOSALS`` proposals, never the same
terms twice, and then accepts the standing offer or lets the deal fail; and no bot game of a small fixed
set is left unfinished."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from bot_kit import FAST_HARD, bot, decision_points

from game.bots.deals import MAX_PROPOSALS, fail_value, ladder, offer_value
from game.bots.tournament import GameRecord, format_summary, summarize
from game.engine import apply, new_game
from game.sim import random_game, seat_context, table_config
from game.state import GameState
from game.view import view_for

MOST_ANSWERS = 2 * MAX_PROPOSALS + 1  # both sides' proposals, then one accepts or walks away
HAGGLE = Path(__file__).parent / "data" / "haggle_seed3.json"


def negotiate(state: GameState, offense: str, defense: str, seed: int = 7) -> list[dict[str, Any]]:
    """Let bots of these strengths answer the open deal prompts until the negotiation is over (at most
    100 answers); the answers, each with its seat."""
    bots = {state.offense: bot(offense, seed), state.enc.defense: bot(defense, seed + 1)}
    answers: list[dict[str, Any]] = []
    while state.prompts and state.prompts[0].ctx == "deal" and len(answers) < 100:
        prompt = state.prompts[0]
        action = bots[prompt.seat].act(prompt, seat_context(state, prompt.seat))
        action["seat"] = prompt.seat
        apply(state, action)
        answers.append(action)
    return answers


def deal_positions(count: int) -> list[GameState]:
    """Copies of the first ``count`` fresh negotiations (no offer yet) met in normal-bot games."""
    found: list[GameState] = []
    for seed in range(1300, 1340):
        for state, prompt in decision_points(5, seed, aliens="random"):
            deal = state.enc.deal
            if prompt.ctx == "deal" and deal is not None and deal["offers"] == 0:
                found.append(state.copy())
                if len(found) == count:
                    return found
    return found


def haggle_position() -> GameState:
    """The negotiation where two hard bots once proposed the same two terms to each other for ever."""
    record = json.loads(HAGGLE.read_text())
    state, _ = new_game(table_config(record["players"], record["seed"], record["aliens"]))
    for action in record["actions"]:
        apply(state, dict(action))
    return state


def test_two_hard_bots_that_once_haggled_for_ever_settle_in_a_few_answers() -> None:
    state = haggle_position()
    assert state.prompts[0].ctx == "deal" and state.enc.deal is not None and not state.enc.deal["offers"]
    answers = negotiate(state, "hard", "hard")
    assert 1 <= len(answers) <= MOST_ANSWERS
    assert answers[-1]["type"] in ("deal_accept", "deal_fail")
    assert not any(p.ctx == "deal" for p in state.prompts)


PAIRS = [("easy", "easy"), ("normal", "normal"), ("hard", "hard"), ("hard", "normal"), ("easy", "hard")]


@pytest.mark.parametrize(("offense", "defense"), PAIRS)
def test_every_negotiation_ends_within_a_few_proposals_none_repeated(offense: str, defense: str) -> None:
    for i, start in enumerate([haggle_position(), *deal_positions(6)]):
        state = start.copy()
        answers = negotiate(state, offense, defense, seed=40 + i)
        assert len(answers) <= MOST_ANSWERS
        assert answers[-1]["type"] in ("deal_accept", "deal_fail")
        for seat in (state.offense, state.enc.defense):
            proposed = [a["terms"] for a in answers if a["seat"] == seat and a["type"] == "deal_propose"]
            assert len(proposed) <= MAX_PROPOSALS
            assert all(t not in proposed[:k] for k, t in enumerate(proposed)), "the same terms twice"


def test_each_rung_of_the_ladder_gives_up_a_little_more_and_all_beat_failing() -> None:
    for state in [haggle_position(), *deal_positions(6)]:
        prompt = state.prompts[0]
        view = view_for(state, prompt.seat)
        rungs = ladder(view, prompt.seat, prompt.spec)
        values = [offer_value(view, prompt.seat, prompt.spec, t) for t in rungs]
        assert values == sorted(values, reverse=True)
        assert all(v > fail_value(view, prompt.seat) for v in values)
        assert all(t not in rungs[:k] for k, t in enumerate(rungs))


def test_no_game_of_a_small_fixed_set_is_left_unfinished() -> None:
    tables = [
        (5, 3, ["hard"] * 5),  # the table whose deal once never ended
        (5, 4, ["hard", "normal", "easy", "hard", "normal"]),
        (4, 5, ["easy"] * 4),
        (5, 6, ["normal"] * 5),
    ]
    for players, seed, strengths in tables:
        result = random_game(players, seed, aliens="random", strengths=strengths, bot_options=FAST_HARD)
        assert result.finished and result.winners, f"seed {seed} {strengths} unfinished"


def test_a_tournament_names_the_seeds_of_unfinished_games() -> None:
    records = [
        GameRecord(0, 11, ["normal", "easy"], [0], True),
        GameRecord(1, 12, ["easy", "normal"], [], False),
    ]
    summary = summarize(records, ["normal", "easy"])
    assert summary["unfinished"] == 1 and summary["unfinished_seeds"] == [12]
    summary.update({"seed": 11, "aliens": "none", "seconds": 0.0})
    assert "unfinished seeds 12" in format_summary(summary)
