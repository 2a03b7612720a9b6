"""The heuristics do what they are for: no help for a player about to win, deals worth more than failing,
encounter cards played by their odds, and a tournament that reports win rates with honest intervals."""

from __future__ import annotations

import copy
from typing import Any

from bot_kit import decision_points

from game.bots.alliance import answer_ally
from game.bots.deals import answer_deal, offer_value
from game.bots.encounter import choose_card
from game.bots.situation import win_target
from game.bots.tournament import seating, summarize, tournament, wilson
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, NEGOTIATE
from game.view import view_for


def _first(ctx: str, kind: str | None = None) -> tuple[dict[str, Any], Any]:
    for seed in range(40):
        for state, prompt in decision_points(5, 1200 + seed, aliens="none"):
            if prompt.ctx == ctx and (kind is None or prompt.kind == kind):
                return view_for(state, prompt.seat), prompt
    raise LookupError(ctx)


def test_an_ally_never_hands_the_game_to_an_offense_one_colony_from_victory() -> None:
    view, prompt = _first("ally")
    seat = prompt.seat
    near = copy.deepcopy(view)
    near["players"][near["offense"]]["foreign_colonies"] = win_target(view) - 1
    near["players"][seat]["foreign_colonies"] = 0
    answer = answer_ally(near, seat, prompt.spec)
    assert answer.get("side") != "offense"
    if "defense" in prompt.spec["sides"]:
        assert answer.get("side") == "defense"  # stopping the winner is worth ships


def test_a_deal_never_gives_the_last_colony_to_a_player_about_to_win() -> None:
    view, prompt = _first("deal")
    seat, spec = prompt.seat, dict(prompt.spec)
    other = spec["other"]
    near = copy.deepcopy(view)
    near["players"][other]["foreign_colonies"] = win_target(view) - 1
    near["players"][seat]["foreign_colonies"] = 0
    answer = answer_deal(near, seat, spec)
    if answer["type"] == "deal_propose":
        me = spec["role"]
        assert answer["terms"][me]["colony"] is None
    if spec["give_colonies"]:
        them = "defense" if spec["role"] == "offense" else "offense"
        gift = {spec["role"]: {"cards": [], "count": 0, "kind": None, "colony": spec["give_colonies"][0]}}
        gift[them] = {"cards": [], "count": 1, "kind": None, "colony": None}
        assert offer_value(near, seat, spec, gift) < -100


def test_the_offense_plays_a_high_attack_when_the_odds_are_even_and_keeps_it_when_it_cannot_lose() -> None:
    view, prompt = _first("select_card")
    seat = prompt.seat
    high = next(c for c in range(len(CARD_KIND)) if CARD_KIND[c] == ATTACK and CARD_VALUE[c] == 40)
    zero = next(c for c in range(len(CARD_KIND)) if CARD_KIND[c] == ATTACK and CARD_VALUE[c] == 0)
    neg = next(c for c in range(len(CARD_KIND)) if CARD_KIND[c] == NEGOTIATE)
    hand = [high, zero, neg]
    v = copy.deepcopy(view)
    v["hand"] = hand
    v["offense"] = seat
    options = [{"type": "encounter_card", "card": c} for c in hand]
    for p in v["players"]:
        p["gate"] = 0
    v["players"][seat]["gate"] = 4
    assert choose_card(v, seat, options)["card"] != 0  # Attack 00 against unknown cards is a waste


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert 0.40 < low < 0.41 and 0.59 < high < 0.60
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] > 0.9999
    assert wilson(3, 10)[0] < 0.3 < wilson(3, 10)[1]


def test_seats_rotate_so_every_strength_sits_everywhere() -> None:
    seats = ["hard", "normal", "easy"]
    seen = {(s, seating(seats, g)[s]) for g in range(3) for s in range(3)}
    assert len(seen) == 9


def test_tournament_smoke() -> None:
    summary = tournament(["normal", "easy", "random"], 6, seed=3, aliens="random")
    assert summary["games"] == 6 and summary["errors"] == 0 and summary["unfinished"] == 0
    rows = {r["strength"]: r for r in summary["strengths"]}
    assert set(rows) == {"normal", "easy", "random"}
    assert all(r["seat_games"] == 6 for r in rows.values())
    assert sum(r["wins"] for r in rows.values()) >= 6  # every game has a winner (shared wins count twice)
    for r in rows.values():
        low, high = r["ci95"]
        assert low <= r["win_rate"] <= high


def test_summarize_counts_errors_apart() -> None:
    from game.bots.tournament import GameRecord

    records = [
        GameRecord(0, 1, ["normal", "easy"], [0], True),
        GameRecord(1, 2, ["easy", "normal"], [], False, "ValueError: boom"),
    ]
    summary = summarize(records, ["normal", "easy"])
    assert summary["errors"] == 1 and summary["error_details"][0]["seed"] == 2
    rows = {r["strength"]: r for r in summary["strengths"]}
    assert rows["normal"]["wins"] == 1 and rows["normal"]["seat_games"] == 1


def test_a_power_aimed_at_players_gets_its_bonus_only_on_the_form_aimed_at_the_best_target() -> None:
    from game.bots.alien_sense import pick_target, power_score

    view = {
        "players": [{"seat": s, "foreign_colonies": c, "alien": None} for s, c in enumerate([0, 1, 3, 2])],
        "encounter": {"defense": 1},
        "offense": 0,
    }
    offered = [{"type": "power", "alien": "Spiff", "use": "x", "player": p} for p in (1, 2, 3)]
    best = pick_target(view, 0, [1, 2, 3])
    scores = {o["player"]: power_score(view, 0, o, offered) for o in offered}
    assert max(scores, key=lambda p: scores[p]) == best
    assert len(set(scores.values())) == 2  # one form stands out, the rest score the same
