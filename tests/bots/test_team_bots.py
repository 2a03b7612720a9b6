"""Bots at a Team Cosmic table (``game.bots.team_sense``): they gift a colony when it brings the team's win
sooner, join their partner's side, never aim harm at their partner, and the tournament reports team
results."""

from __future__ import annotations

from typing import Any

from test_team_cosmic import _answer, _table, _to_alliance

from game.bots import team_sense
from game.bots.normal import NormalBot
from game.bots.senses.kit import pick_target
from game.bots.tournament import format_summary, tournament
from game.state import GameState
from game.view import view_for


def _with_colonies(state: GameState, counts: dict[int, int]) -> None:
    """Give seats foreign colonies on the last player's home planets and on others' (one ship each)."""
    n = state.n
    for seat, count in counts.items():
        planets = [p for p in range(len(state.planet_home)) if state.planet_home[p] != seat]
        for p in planets[:count]:
            state.ships[p * n + seat] = 1


def test_the_gift_is_made_when_the_partner_lags_two_colonies_behind() -> None:
    state, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["blue"]})
    _with_colonies(state, {0: 4, 2: 2})
    assert team_sense.should_gift(view_for(state, 0), 0)  # 4 and 2 -> 3 and 3: the slower needs 2, not 3
    state2, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["blue"]})
    _with_colonies(state2, {0: 3, 2: 2})
    assert not team_sense.should_gift(view_for(state2, 0), 0)  # 3 and 2 -> 2 and 3: no sooner
    assert team_sense.team_turns_left(5, 3, 5) == 2 and team_sense.team_turns_left(4, 4, 5) == 1


def test_the_bot_answers_the_gift_prompt_by_that_rule() -> None:
    options = [
        {"type": "team_gift", "planet": 5, "gift": True},
        {"type": "team_gift", "planet": 5, "gift": False},
    ]
    state, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["blue"]})
    _with_colonies(state, {0: 5, 2: 1})
    assert team_sense.choose_gift(view_for(state, 0), 0, options)["gift"] is True
    _with_colonies(state, {2: 5})
    assert team_sense.choose_gift(view_for(state, 0), 0, options)["gift"] is False


def test_a_bot_joins_its_partners_side() -> None:
    state = _to_alliance()  # red (0) attacks blue (1); purple (2) is red's partner
    _answer(state, "invite_offense", type="invite", seats=[2])
    _answer(state, "invite_defense", type="invite", seats=[])
    prompt = next(p for p in state.prompts if p.seat == 2 and p.ctx == "ally")
    answer: dict[str, Any] = NormalBot(1).act(prompt, lambda: view_for(state, 2))
    assert answer["type"] != "decline" and answer["side"] == "offense"


def test_harm_goes_to_anyone_but_the_partner_and_a_gift_to_the_partner() -> None:
    state, _ = _table(4, [[0, 2], [1, 3]], setup={"destiny_top": ["blue"]})
    _with_colonies(state, {2: 4})  # the partner leads: still not the target
    v = view_for(state, 0)
    assert pick_target(v, 0, [1, 2, 3]) != 2
    assert pick_target(v, 0, [1, 2, 3], friendly=True) == 2
    assert pick_target(v, 0, [2]) == 2  # nobody else


def test_the_tournament_reports_team_results() -> None:
    seats = ["normal", "normal", "easy", "easy", "easy"]
    summary = tournament(seats, 5, 40, variants={"teams": True})
    teams = summary["teams"]
    assert teams["games"] == 5 and summary["errors"] == 0
    assert teams["won_by_a_team"] + teams["won_by_odd_player"] + teams["no_winner"] >= 5
    assert sum(r["team_games"] for r in teams["pairings"]) == 10  # two teams a game
    assert "teams: won by a team" in format_summary(summary)
    assert "teams" not in tournament(seats, 1, 40)
