"""The reward deck's three artifacts, Hand Zap, Finder and Space Junk (docs/rules.md, "Reward deck"), a
Cosmic Aftershock at a reward-deck table (FAQ Q2), and the tournament's Cosmic Incursion options.

Unless a test says otherwise: three players, Cosmic Incursion with the reward deck, seat 0 (red) on the
offense, the destiny deck showing blue, so seat 1 defends; seat 0 aims at planet 5 of seat 1's home system
and launches the four ships of planet 0; nobody is invited. Every player starts with four ships on each of
its five planets. Play windows are passed unless a test plays in them (``run_to``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from game.cards.catalog import CARD_NAME, FINDER, HAND_ZAP, REWARD_IDS, SPACE_JUNK
from game.config import default_config
from game.engine import apply, new_game
from game.errors import IllegalAction
from game.events import Event
from game.invariants import check_invariants
from game.prompts import CHOOSE, INVITE, PLACE, SHIPS, Prompt
from game.scenario import run_scenario
from game.state import GameState
from game.view import events_for, view_for

Stop = Callable[[GameState], bool]


def table(hands: dict[int, list[str]], rewards: str = "deck", **setup: Any) -> GameState:
    """The usual opening position with these hands (and other scenario setup keys), before any action."""
    data = {
        "config": {"players": 3, "incursion": True, "rewards": rewards},
        "setup": {
            "first_player": 0,
            "destiny_top": ["blue"],
            "hands": {str(s): cards for s, cards in hands.items()},
            **setup,
        },
        "actions": [],
    }
    result = run_scenario(data)
    assert result.error is None, result.error
    return result.state


def card_of(state: GameState, seat: int, name: str) -> int:
    """The id of a card named ``name`` in ``seat``'s hand."""
    return next(c for c in state.hands[seat] if CARD_NAME[c] == name)


def auto(state: GameState, prompt: Prompt, cards: dict[int, str]) -> dict[str, Any]:
    """The usual answer: pass in windows, aim at planet 5, launch from planet 0, invite nobody, select the
    encounter card named in ``cards``, place ships on the first planet offered, else the first option."""
    if prompt.ctx == "window":
        return {"type": "pass"}
    if prompt.ctx == "select_card":
        name = cards[prompt.seat]
        return next(dict(o) for o in prompt.options if CARD_NAME[o["card"]] == name)
    if prompt.kind == INVITE:
        return {"type": "invite", "seats": []}
    if prompt.kind == SHIPS and prompt.spec["type"] == "launch":
        return {"type": "launch", "ships": [[0, 4]]}
    if prompt.kind == PLACE:
        return {"type": "place", "ships": [[prompt.spec["planets"][0], prompt.spec["count"]]]}
    if prompt.ctx == "launch_aim":
        return next(dict(o) for o in prompt.options if o.get("planet") == 5)
    assert prompt.kind == CHOOSE, prompt
    return dict(prompt.options[0])


def run_to(state: GameState, stop: Stop, cards: dict[int, str] | None = None) -> list[Event]:
    """Answer every prompt the usual way (``auto``) until ``stop(state)`` holds or nothing is asked."""
    events: list[Event] = []
    while state.prompts and not state.over and not stop(state):
        prompt = state.prompts[0]
        events += apply(state, {"seat": prompt.seat, **auto(state, prompt, cards or {})})
    return events


def window(name: str, seat: int) -> Stop:
    """Stop when window ``name`` asks ``seat``."""

    def stop(state: GameState) -> bool:
        return (state.window or {}).get("name") == name and any(
            p.seat == seat and p.ctx == "window" for p in state.prompts
        )

    return stop


def asked(ctx: str) -> Stop:
    """Stop when a prompt ``ctx`` is open."""
    return lambda state: any(p.ctx == ctx for p in state.prompts)


def plays(state: GameState, seat: int, name: str) -> list[dict[str, Any]]:
    """The plays of the card ``name`` open to ``seat`` in its window prompt now."""
    prompt = next(p for p in state.prompts if p.seat == seat and p.ctx == "window")
    return [dict(o) for o in prompt.options if o.get("type") == "play" and CARD_NAME[o["card"]] == name]


def play(state: GameState, seat: int, option: dict[str, Any]) -> list[Event]:
    """``seat`` plays ``option`` in its open window; every other seat asked in that window passes."""
    events: list[Event] = []
    for p in [p for p in state.prompts if p.ctx == "window"]:
        action = option if p.seat == seat else {"type": "pass"}
        events += apply(state, {"seat": p.seat, **action})
    return events


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def refused(state: GameState, action: dict[str, Any]) -> None:
    """``action`` is refused and changes nothing."""
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, action)
    assert state == before


# -- Hand Zap ------------------------------------------------------------------------------------------------


def test_hand_zap_makes_the_defense_draw_a_new_hand_and_lose_its_big_attack() -> None:
    """In Regroup seat 2 plays Hand Zap on the defense: its hand (Attack 40, Attack 30) is shown and
    discarded, and it draws eight new cards from the deck; its best card is now Attack 08, so the offense's
    Attack 20 wins the encounter."""
    new = ["Attack 01", "Attack 04", "Attack 08", "Negotiate", "Attack 05", "Attack 06", "Attack 07", "Morph"]
    state = table(
        {0: ["Attack 20", "Attack 10"], 1: ["Attack 40", "Attack 30"], 2: ["Hand Zap", "Attack 12"]},
        deck_top=new,
    )
    run_to(state, window("regroup", 2))
    options = plays(state, 2, HAND_ZAP)
    assert [o["target"] for o in options] == [0, 1, 2]  # any player, the holder included
    events = play(state, 2, next(o for o in options if o["target"] == 1))
    events += run_to(state, asked("launch_aim"))
    shown = next(e for e in events if e.kind == "hand_shown")
    assert shown.data["seat"] == 1 and sorted(CARD_NAME[c] for c in shown.data["cards"]) == [
        "Attack 30",
        "Attack 40",
    ]
    assert sorted(CARD_NAME[c] for c in state.hands[1]) == sorted(new)
    assert {"Attack 40", "Attack 30"} <= {CARD_NAME[c] for c in state.discard}
    assert [CARD_NAME[c] for c in state.reward_discard] == [HAND_ZAP]
    assert "hand_zapped" in kinds(events) and "zapped" not in kinds(events)
    events = run_to(state, asked("second_encounter"), {0: "Attack 20", 1: "Attack 08"})
    decided = next(e for e in events if e.kind == "encounter_decided")
    assert decided.data["winner"] == "offense"
    assert check_invariants(state) == []


def test_hand_zap_on_its_own_holder_draws_it_a_fresh_hand() -> None:
    state = table({0: ["Attack 20"], 1: ["Attack 40"], 2: ["Hand Zap", "Attack 01", "Attack 04"]})
    run_to(state, window("regroup", 2))
    play(state, 2, next(o for o in plays(state, 2, HAND_ZAP) if o["target"] == 2))
    assert len(state.hands[2]) == 8 and not any(CARD_NAME[c] == HAND_ZAP for c in state.hands[2])
    assert {"Attack 01", "Attack 04"} <= {CARD_NAME[c] for c in state.discard}


def test_hand_zap_is_played_only_in_regroup() -> None:
    """It is offered in the Regroup window only; played at the start of the turn (or in Launch), it is
    refused and changes nothing."""
    state = table({0: ["Attack 20"], 1: ["Attack 40"], 2: ["Hand Zap", "Finder", "Attack 01"]})
    run_to(state, window("start_turn", 2))
    zap = card_of(state, 2, HAND_ZAP)
    assert plays(state, 2, HAND_ZAP) == [] and plays(state, 2, FINDER)
    refused(state, {"seat": 2, "type": "play", "card": zap, "target": 1})
    run_to(state, window("launch", 2))
    refused(state, {"seat": 2, "type": "play", "card": zap, "target": 1})


def test_card_zap_cancels_a_hand_zap() -> None:
    """The defense zaps the Hand Zap aimed at it: its hand stays; both artifacts are discarded."""
    state = table({0: ["Attack 20"], 1: ["Attack 40", "Card Zap"], 2: ["Hand Zap", "Attack 01"]})
    run_to(state, window("regroup", 2))
    events = play(state, 2, next(o for o in plays(state, 2, HAND_ZAP) if o["target"] == 1))
    zap = next(p for p in state.prompts if p.seat == 1 and p.ctx == "window")
    option = next(o for o in zap.options if o.get("type") == "play")
    events += apply(state, {"seat": 1, **option})
    assert (
        "zapped" in kinds(events) and "hand_zapped" not in kinds(events) and "hand_shown" not in kinds(events)
    )
    assert [CARD_NAME[c] for c in state.hands[1]] == ["Attack 40"]
    assert CARD_NAME[state.discard[-1]] == "Card Zap" and [CARD_NAME[c] for c in state.reward_discard] == [
        HAND_ZAP
    ]


# -- Finder --------------------------------------------------------------------------------------------------


def test_the_offense_finds_the_defenses_attack_40_and_wins_with_it() -> None:
    """Before the cards are chosen, the offense plays Finder on the defense and names Attack 40: the defense
    holds it, so the offense takes it, plays it and wins."""
    state = table({0: ["Finder", "Attack 04"], 1: ["Attack 40", "Attack 10"], 2: ["Attack 07"]})
    run_to(state, window("planning", 0))
    events = play(state, 0, next(o for o in plays(state, 0, FINDER) if o["target"] == 1))
    events += run_to(state, asked("finder_name"))
    prompt = next(p for p in state.prompts if p.ctx == "finder_name")
    names = [o["name"] for o in prompt.options]
    assert len(names) == len(set(names)) and {"Attack 40", "Morph", "Flare: Virus", "Rift 3"} <= set(names)
    events += apply(state, {"seat": 0, **next(o for o in prompt.options if o["name"] == "Attack 40")})
    named = next(e for e in events if e.kind == "finder_named")
    assert named.to is None and named.data == {"seat": 0, "target": 1, "name": "Attack 40", "found": True}
    assert "Attack 40" in [CARD_NAME[c] for c in state.hands[0]]
    assert [CARD_NAME[c] for c in state.hands[1]] == ["Attack 10"]
    events += run_to(state, asked("second_encounter"), {0: "Attack 40", 1: "Attack 10"})
    assert next(e for e in events if e.kind == "encounter_decided").data["winner"] == "offense"
    assert check_invariants(state) == []


def test_finder_targets_are_the_other_players_with_cards() -> None:
    """A Finder searches another player's hand: not its holder's, nor an empty hand; such plays are
    refused."""
    state = table({0: ["Attack 20"], 1: ["Attack 40"], 2: ["Finder", "Attack 01"]})
    run_to(state, window("start_turn", 2))
    assert sorted(o["target"] for o in plays(state, 2, FINDER)) == [0, 1]
    finder = card_of(state, 2, FINDER)
    refused(state, {"seat": 2, "type": "play", "card": finder, "target": 2})
    empty = table({0: ["Attack 20"], 1: [], 2: ["Finder", "Attack 01"]})
    run_to(empty, window("start_turn", 2))
    assert sorted(o["target"] for o in plays(empty, 2, FINDER)) == [0]
    refused(empty, {"seat": 2, "type": "play", "card": finder, "target": 1})


def test_only_the_finders_holder_sees_the_searched_hand() -> None:
    """The Finder names a card the hand lacks: nothing is taken; the holder saw the whole hand (its view's
    ``seen``), no other seat nor a spectator did, and no public event names a card of that hand."""
    state = table({0: ["Attack 20", "Finder"], 1: ["Attack 40", "Morph", "Quash"], 2: ["Attack 07"]})
    run_to(state, window("start_turn", 0))
    events = play(state, 0, next(o for o in plays(state, 0, FINDER) if o["target"] == 1))
    events += run_to(state, asked("finder_name"))
    prompt = next(p for p in state.prompts if p.ctx == "finder_name")
    events += apply(state, {"seat": 0, **next(o for o in prompt.options if o["name"] == "Attack 30")})
    hand = sorted(state.hands[1])
    assert sorted(CARD_NAME[c] for c in hand) == ["Attack 40", "Morph", "Quash"]
    assert next(e for e in events if e.kind == "finder_named").data["found"] is False
    assert view_for(state, 0)["seen"]["hands"] == {"1": hand}
    for seat in (None, 1, 2):
        assert "1" not in view_for(state, seat)["seen"]["hands"]
    searched = next(e for e in events if e.kind == "finder_searched")
    assert searched.to == (0,) and searched.data["cards"] == hand
    for seat in (None, 2):
        for e in events_for(events, seat):
            assert not set(hand) & set(e.data.get("cards", [])) and e.data.get("card") not in hand


def test_views_after_a_finder_or_space_junk_hold_no_secret() -> None:
    """After a Finder's search (and a Space Junk's public take), every seat's view is the same whatever the
    cards it may not know are (``determinize.scramble``): the searched hand stays the holder's secret."""
    from game.determinize import scramble
    from game.rng import Rng

    state = table(
        {0: ["Attack 20", "Finder", "Space Junk"], 1: ["Attack 40", "Morph", "Quash"], 2: ["Attack 07"]},
        discard=["Attack 06"],
    )
    run_to(state, window("start_turn", 0))
    play(state, 0, next(o for o in plays(state, 0, SPACE_JUNK) if o["target"] == 1))
    run_to(state, window("start_turn", 0))
    play(state, 0, next(o for o in plays(state, 0, FINDER) if o["target"] == 1))
    run_to(state, asked("finder_name"))
    prompt = next(p for p in state.prompts if p.ctx == "finder_name")
    apply(state, {"seat": 0, **next(o for o in prompt.options if o["name"] == "Morph")})
    for seat in (None, 0, 1, 2):
        for k in range(12):
            assert view_for(scramble(state, seat, Rng(k)), seat) == view_for(state, seat), seat


def test_nothing_but_a_card_zap_answers_a_finder() -> None:
    """FAQ X3, Z10: the defense holds Card Zap, Cosmic Zap, Ionic Gas and a flare; in the Finder's response
    window it is offered the Card Zap only. The zapped Finder does nothing; both cards are discarded."""
    hands = {0: ["Attack 20", "Finder"], 1: ["Attack 40", "Card Zap", "Cosmic Zap", "Flare: Virus"], 2: []}
    state = table(hands)
    run_to(state, window("start_turn", 0))
    events = play(state, 0, next(o for o in plays(state, 0, FINDER) if o["target"] == 1))
    (zap,) = [p for p in state.prompts if p.ctx == "window"]
    offered = [CARD_NAME[o["card"]] for o in zap.options if o.get("type") == "play"]
    assert zap.seat == 1 and offered == ["Card Zap"]
    events += apply(state, {"seat": 1, **next(o for o in zap.options if o.get("type") == "play")})
    assert "zapped" in kinds(events) and "finder_named" not in kinds(events)
    assert not any(p.ctx == "finder_name" for p in state.prompts)
    assert "Attack 40" in [CARD_NAME[c] for c in state.hands[1]]
    assert [CARD_NAME[c] for c in state.reward_discard] == [FINDER]


def test_a_rift_found_goes_off_in_the_finders_hand() -> None:
    """Taking a card from a hand with the Finder is taking it: a rift named and found goes off (rules,
    "Rifts")."""
    state = table({0: ["Attack 20", "Finder"], 1: ["Attack 40", "Rift 3"], 2: ["Attack 07"]})
    run_to(state, window("start_turn", 0))
    events = play(state, 0, next(o for o in plays(state, 0, FINDER) if o["target"] == 1))
    events += run_to(state, asked("finder_name"))
    prompt = next(p for p in state.prompts if p.ctx == "finder_name")
    events += apply(state, {"seat": 0, **next(o for o in prompt.options if o["name"] == "Rift 3")})
    assert "rift_detonated" in kinds(events)
    (loss,) = [p for p in state.prompts if p.ctx == "lose_ships"]
    assert loss.seat == 0 and loss.spec["min"] == 3


# -- Space Junk ----------------------------------------------------------------------------------------------


def test_space_junk_gives_the_offense_the_discarded_attack_40() -> None:
    """Before the cards are chosen, the offense plays Space Junk on itself: it takes the Attack 40 on top
    of the discard pile, plays it and wins. Everyone knows that card is in its hand."""
    state = table(
        {0: ["Space Junk", "Attack 04"], 1: ["Attack 20"], 2: ["Attack 07"]},
        discard=["Attack 06", "Attack 40"],
    )
    run_to(state, window("planning", 0))
    options = plays(state, 0, SPACE_JUNK)
    top = state.discard[-1]
    assert [(o["target"], o["top"]) for o in options] == [(0, top), (1, top), (2, top)]
    events = play(state, 0, next(o for o in options if o["target"] == 0))
    junk = next(e for e in events if e.kind == "space_junk")
    assert junk.to is None and junk.data == {"seat": 0, "target": 0, "card": top}
    assert top in state.hands[0] and [CARD_NAME[c] for c in state.discard] == ["Attack 06"]
    assert [CARD_NAME[c] for c in state.reward_discard] == [SPACE_JUNK]
    assert view_for(state, 2)["seen"]["cards"] == {"0": [top]}
    events = run_to(state, asked("second_encounter"), {0: "Attack 40", 1: "Attack 20"})
    assert next(e for e in events if e.kind == "encounter_decided").data["winner"] == "offense"


def test_space_junk_sees_a_batch_of_discards_before_it_is_played() -> None:
    """FAQ H4: once the encounter's cards are discarded together (offense first, then defense), the holder
    sees both on the pile, and the Space Junk takes the top one: the defense's Attack 20."""
    state = table(
        {0: ["Attack 30", "Attack 04"], 1: ["Attack 20", "Attack 05"], 2: ["Space Junk", "Attack 07"]}
    )
    run_to(state, window("end", 2), {0: "Attack 30", 1: "Attack 20"})
    assert [CARD_NAME[c] for c in view_for(state, 2)["discard"][-2:]] == ["Attack 30", "Attack 20"]
    option = next(o for o in plays(state, 2, SPACE_JUNK) if o["target"] == 2)
    assert CARD_NAME[option["top"]] == "Attack 20"
    play(state, 2, option)
    assert "Attack 20" in [CARD_NAME[c] for c in state.hands[2]]
    assert CARD_NAME[state.discard[-1]] == "Attack 30"


def test_space_junk_needs_a_card_on_the_cosmic_discard_pile() -> None:
    """An empty cosmic pile: no Space Junk play (reward cards on their own pile do not count), and a
    played one is refused."""
    state = table({0: ["Attack 20"], 1: ["Attack 40"], 2: ["Space Junk", "Finder"]}, discard=[])
    state.reward_discard.append(state.reward_deck.pop())
    run_to(state, window("start_turn", 2))
    assert plays(state, 2, SPACE_JUNK) == []
    junk = card_of(state, 2, SPACE_JUNK)
    refused(state, {"seat": 2, "type": "play", "card": junk, "target": 2, "top": state.reward_discard[-1]})


def test_with_common_rewards_space_junk_never_takes_itself() -> None:
    """Common rewards: the Space Junk discards to the cosmic pile, after the top card is taken."""
    state = table(
        {0: ["Attack 20"], 1: ["Attack 40"], 2: ["Space Junk", "Attack 01"]},
        rewards="common",
        discard=["Morph"],
    )
    run_to(state, window("start_turn", 2))
    play(state, 2, next(o for o in plays(state, 2, SPACE_JUNK) if o["target"] == 2))
    assert "Morph" in [CARD_NAME[c] for c in state.hands[2]]
    assert [CARD_NAME[c] for c in state.discard] == [SPACE_JUNK]


def test_card_zap_cancels_space_junk() -> None:
    state = table(
        {0: ["Attack 20", "Card Zap"], 1: ["Attack 40"], 2: ["Space Junk", "Attack 01"]}, discard=["Morph"]
    )
    run_to(state, window("start_turn", 2))
    events = play(state, 2, next(o for o in plays(state, 2, SPACE_JUNK) if o["target"] == 2))
    zap = next(p for p in state.prompts if p.seat == 0 and p.ctx == "window")
    events += apply(state, {"seat": 0, **next(o for o in zap.options if o.get("type") == "play")})
    assert "zapped" in kinds(events) and "space_junk" not in kinds(events)
    assert "Morph" not in [CARD_NAME[c] for c in state.hands[2]]
    assert "Morph" in [CARD_NAME[c] for c in state.discard]


# -- bots ----------------------------------------------------------------------------------------------


def test_a_normal_bot_takes_a_strong_top_card_with_space_junk_for_itself() -> None:
    """The Attack 40 lies on top of the discard pile: the bot (offense) takes it for itself, not for a
    rival; with a weak card on top (and encounter cards enough in hand) it keeps the Space Junk."""
    from game.bots.normal import NormalBot

    for top, plays_it in (("Attack 40", True), ("Attack 01", False)):
        hand = ["Space Junk", "Attack 04", "Attack 06", "Negotiate"]
        state = table({0: hand, 1: ["Attack 20"], 2: ["Attack 07"]}, discard=[top])
        run_to(state, window("planning", 0))
        prompt = next(p for p in state.prompts if p.seat == 0)
        action = NormalBot(1).act(prompt, lambda state=state: view_for(state, 0))
        assert (action.get("type") == "play" and action.get("target") == 0) is plays_it, (top, action)


def test_a_normal_bot_finds_a_card_it_knows_is_in_a_hand() -> None:
    """The bot saw the defense's hand this encounter (as Mind would): it plays the Finder on the defense and
    names the Attack 40 it knows is there."""
    from game import seen
    from game.bots.normal import NormalBot

    state = table({0: ["Finder", "Attack 04"], 1: ["Attack 40", "Attack 10"], 2: ["Attack 07"]})
    run_to(state, window("planning", 0))
    seen.show_hand(state, 0, 1, "test")
    bot = NormalBot(1)
    prompt = next(p for p in state.prompts if p.seat == 0)
    action = bot.act(prompt, lambda: view_for(state, 0))
    assert action.get("type") == "play" and CARD_NAME[action["card"]] == FINDER and action["target"] == 1
    play(state, 0, action)
    run_to(state, asked("finder_name"))
    prompt = next(p for p in state.prompts if p.ctx == "finder_name")
    assert bot.act(prompt, lambda: view_for(state, 0))["name"] == "Attack 40"


# -- Cosmic Aftershock with the reward deck (FAQ Q2) ------------------------------------------------------


def test_an_aftershock_discards_reward_cards_from_hands_and_special_zones_to_their_own_pile() -> None:
    """FAQ Q2: every cosmic and reward card is discarded, a Miser's hoard included; the cosmic cards are
    shuffled and dealt, the hoard is dealt again as at setup; the reward cards go to the reward pile, never
    into the cosmic deck."""
    from game.aliens.miser import hoard
    from game.deck import cosmic_quake

    config = default_config(
        3, incursion=True, rewards="deck", alien_mode="fixed", aliens=("Miser", "Virus", "Mind")
    )
    state, _ = new_game(config)
    reward_in_hoard, reward_in_hand = state.reward_deck.pop(), state.reward_deck.pop()
    hoard(state, 0).append(reward_in_hoard)
    state.hands[1].append(reward_in_hand)
    for hand in state.hands:  # two cards a hand, and nothing to draw: a quake cannot deal eight each
        del hand[2:-1]
    state.deck = []

    def cards(state: GameState) -> list[int]:
        piles = state.deck + state.discard + state.reward_deck + state.reward_discard
        return sorted(piles + [c for h in state.hands for c in h] + hoard(state, 0))

    before = cards(state)
    ev: list[Event] = []
    cosmic_quake(state, ev)
    assert "cosmic_aftershock" in kinds(ev)
    assert cards(state) == before  # nothing lost, nothing made up
    assert reward_in_hoard in state.reward_discard and reward_in_hand in state.reward_discard
    assert not any(c in REWARD_IDS for c in state.deck + state.discard)
    assert not any(c in REWARD_IDS for h in state.hands for c in h)
    assert not any(c in REWARD_IDS for c in hoard(state, 0))  # dealt again from the cosmic cards only


# -- the tournament's options -------------------------------------------------------------------------------


@pytest.mark.interpreted_only  # replaces a function of the tournament module
def test_the_tournament_passes_the_incursion_options_to_every_game(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.bots import tournament
    from main import main

    calls: list[dict[str, Any]] = []
    real = tournament.random_game

    def spy(*args: Any, **kwargs: Any) -> Any:
        calls.append(kwargs)
        return real(*args, **kwargs)

    monkeypatch.setattr(tournament, "random_game", spy)
    args = ["tournament", "--players", "3", "--seats", "random,random,easy", "--games", "2", "--json"]
    assert main([*args, "--incursion", "--rewards", "deck"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["incursion"] is True and summary["rewards"] == "deck" and summary["errors"] == 0
    assert [(c["incursion"], c["rewards"]) for c in calls] == [(True, "deck")] * 2
    calls.clear()
    assert main([*args, "--rewards", "common"]) == 0  # the reward cards bring the expansion in
    assert json.loads(capsys.readouterr().out)["rewards"] == "common"
    assert [(c["incursion"], c["rewards"]) for c in calls] == [(True, "common")] * 2
    calls.clear()
    six = ["tournament", "--players", "6", "--incursion", "--rewards", "deck", "--games", "1", "--json"]
    assert main([*six, "--seats", "random,random,random,easy,easy,easy"]) == 0
    assert json.loads(capsys.readouterr().out)["players"] == 6 and calls[0]["rewards"] == "deck"
    with pytest.raises(SystemExit):
        main([*args, "--rewards", "lots"])
