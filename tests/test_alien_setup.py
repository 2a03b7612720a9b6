"""Setting up aliens (R2.4, R2.5, FAQ G1-G3): two flares dealt each and one alien kept in secret, the
dealt flares in the cosmic deck, alert levels filtering the pool, "do not use with" clashes, fixed and
random line-ups."""

from __future__ import annotations

import pytest

from game import hooks
from game.cards.catalog import CARD_KIND, FLARE, FLARE_ALIEN
from game.config import default_config
from game.engine import apply, new_game
from game.errors import ConfigError, IllegalAction
from game.view import view_for


def _flares_in_play(state: object) -> list[int]:
    cards = list(state.deck) + [c for h in state.hands for c in h]  # type: ignore[attr-defined]
    return [c for c in cards if CARD_KIND[c] == FLARE]


def test_each_player_keeps_one_of_two_aliens_in_secret() -> None:
    state, _ = new_game(default_config(4, seed=8, alien_mode="choose"))
    assert sorted(p.seat for p in state.prompts) == [0, 1, 2, 3]
    offered = {p.seat: [o["alien"] for o in p.options] for p in state.prompts}
    every = [a for pair in offered.values() for a in pair]
    assert all(len(pair) == 2 for pair in offered.values()) and len(set(every)) == 8
    # the dealt flares are the ones shuffled into the deck (two per player, R2.5); ten in all
    in_play = _flares_in_play(state)
    assert len(in_play) == 10 and {FLARE_ALIEN[c] for c in every_flare(every)} <= {
        FLARE_ALIEN[c] for c in in_play
    }
    # nobody sees another's choice: a view shows only its own prompt, and no alien yet
    for seat in range(4):
        view = view_for(state, seat)
        assert [p["seat"] for p in view["prompts"]] == [seat]
        assert all(p["alien"] is None for p in view["players"])
        assert not any(a in str(view_for(state, (seat + 1) % 4)) for a in offered[seat])
    events = []
    for seat in range(4):
        events += apply(state, {"seat": seat, "type": "alien", "alien": offered[seat][seat % 2]})
    assert [state.aliens[s] for s in range(4)] == [offered[s][s % 2] for s in range(4)]
    assert [e.kind for e in events].count("alien_chosen_secretly") == 4
    assert next(e for e in events if e.kind == "aliens_revealed").data["aliens"] == state.aliens
    assert state.any_alien


def every_flare(names: list[str]) -> list[int]:
    return [c for c, a in FLARE_ALIEN.items() if a in names]


def test_a_player_cannot_keep_an_alien_it_was_not_dealt() -> None:
    state, _ = new_game(default_config(3, seed=2, alien_mode="choose"))
    offered = {o["alien"] for o in state.prompts[0].options}
    other = next(a for a in hooks.POWERS if a not in offered and not a.startswith("Test"))
    before = state.copy()
    with pytest.raises(IllegalAction):
        apply(state, {"seat": state.prompts[0].seat, "type": "alien", "alien": other})
    assert state == before


def test_alert_levels_filter_the_pool() -> None:
    for seed in range(5):
        state, _ = new_game(default_config(3, seed=seed, alien_mode="random", alien_level=0))
        assert all(hooks.POWERS[a].level == hooks.GREEN for a in state.aliens if a is not None)


def test_random_aliens_are_distinct_and_never_clash() -> None:
    for seed in range(20):
        state, _ = new_game(default_config(5, seed=seed, alien_mode="random"))
        names = [a for a in state.aliens if a is not None]
        assert len(names) == 5 and len(set(names)) == 5
        for a in names:
            assert not set(hooks.POWERS[a].excludes) & set(names)
        own = {FLARE_ALIEN[c] for c in _flares_in_play(state)}
        assert set(names) <= own  # each alien's own flare is in the game


def test_a_fixed_line_up_is_checked() -> None:
    with pytest.raises(ConfigError):
        new_game(default_config(3, aliens=("Nobody", None, None)))
    with pytest.raises(ConfigError):
        new_game(default_config(3, aliens=("Virus", "Virus", None)))
    clashing = [(a, b) for a, p in hooks.POWERS.items() for b in p.excludes if b in hooks.POWERS]
    for a, b in clashing:
        with pytest.raises(ConfigError):
            new_game(default_config(3, aliens=(a, b, None)))
