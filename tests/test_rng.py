"""The engine's generator: deterministic, unbiased, the same forever for a saved game, and a seed nothing at
the table narrows (game/rng.py)."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import struct
from pathlib import Path
from typing import Any

import msgpack
import pytest

from game import rng
from game.bots import bot_seed
from game.bots.random_bot import RandomBot
from game.config import GameConfig, default_config
from game.engine import apply, new_game
from game.errors import ConfigError
from game.events import Event
from game.replay import Recorder, load
from game.sim import random_game
from game.view import events_for, view_for
from game.wire import state_from_wire, state_hash, state_to_wire
from net.journal import Journal
from net.journal import load as load_journal

SEED = 0xC0FFEE5EED0123456789ABCDEF00FACE  # 128 bits


def draws(state: int, count: int, n: int = 1000) -> list[int]:
    """``count`` draws of ``below(n)`` from a generator state."""
    out = []
    for _ in range(count):
        state, v = rng.below(state, n)
        out.append(v)
    return out


# -- the same seed, the same game ----------------------------------------------------------------------
@pytest.mark.parametrize("generator", rng.GENERATORS)
def test_the_same_seed_gives_the_same_draws(generator: str) -> None:
    one, two = rng.Rng(SEED, generator), rng.Rng(SEED, generator)
    assert [one.below(97) for _ in range(500)] == [two.below(97) for _ in range(500)]
    assert draws(rng.seed_state(SEED, generator), 50) == draws(rng.seed_state(SEED, generator), 50)


def test_other_seeds_give_other_draws() -> None:
    firsts = {tuple(draws(rng.seed_state(seed), 8, 1 << 30)) for seed in range(200)}
    assert len(firsts) == 200


def test_a_copied_generator_continues_like_the_original() -> None:
    r = rng.Rng(SEED)
    for _ in range(13):  # partway through a block of eight outputs
        r.below(10)
    twin = rng.Rng(0)
    twin.state = r.state
    assert [r.below(1000) for _ in range(40)] == [twin.below(1000) for _ in range(40)]


def test_a_copied_game_continues_like_the_original() -> None:
    played = random_game(5, 3, aliens="random", max_actions=120).state
    assert played is not None and not played.over
    copy = played.copy()
    assert copy.rng == played.rng
    for state in (played, copy):
        bots = [RandomBot(bot_seed(9, s)) for s in range(5)]
        for _ in range(150):
            if state.over:
                break
            prompt = state.prompts[0]
            action = bots[prompt.seat].act(prompt, lambda: {})
            apply(state, {**action, "seat": prompt.seat})
    assert state_hash(copy) == state_hash(played)


def test_a_keyed_state_survives_the_wire_in_json_and_msgpack() -> None:
    state, _ = new_game(default_config(4, seed=SEED))
    for back in (
        state_from_wire(json.loads(json.dumps(state_to_wire(state)))),
        state_from_wire(msgpack.unpackb(msgpack.packb(state_to_wire(state)), strict_map_key=False)),
    ):
        assert back.rng == state.rng and back.config == state.config
        assert state_hash(back) == state_hash(state)


@pytest.mark.parametrize("bad", ["12a", "", "007", "1.5", True, None, [1]])
def test_a_seed_is_a_whole_number_spelled_one_way(bad: object) -> None:
    data = default_config(3).to_dict()
    with pytest.raises(ConfigError, match="seed"):
        GameConfig.from_dict({**data, "seed": bad})


# -- the keyed generator is fixed forever ----------------------------------------------------------------
def test_the_keyed_generator_is_blake2b_in_counter_mode() -> None:
    """Spelled out with hashlib alone: saves depend on every detail."""
    seed = 12345
    secret = hashlib.blake2b(seed.to_bytes(2, "little"), digest_size=32, person=b"cosmic-seed").digest()
    key = hashlib.blake2b(b"\0", digest_size=16, key=secret, person=b"engine").digest()
    expected = []
    for block in range(3):
        digest = hashlib.blake2b(
            block.to_bytes(8, "little"), digest_size=64, key=key, person=b"cosmic-stream"
        )
        expected.extend(struct.unpack("<8Q", digest.digest()))
    state, outputs = rng.seed_state(seed), []
    for _ in range(24):
        state, value = rng.next_u64(state)
        outputs.append(value)
    assert outputs == expected
    assert rng.generator_of(state) == rng.KEYED


def test_both_generators_give_their_recorded_outputs() -> None:
    def first(generator: str) -> list[int]:
        state, out = rng.seed_state(1, generator), []
        for _ in range(3):
            state, value = rng.next_u64(state)
            out.append(value)
        return out

    assert first(rng.SPLITMIX64) == [0x1A8B9BB7C98B3FF1, 0xCA83EC9FD07C7147, 0x2A7961C605B1E7C3]
    assert first(rng.KEYED) == [0x146BC82EF8088052, 0x0E80855CC534EFD6, 0x8F10621AE6C5DA10]


def test_the_block_cache_changes_no_output() -> None:
    state = rng.seed_state(SEED)
    before = draws(state, 100, 1 << 62)
    rng._blocks.clear()
    rng._streams.clear()
    assert draws(state, 100, 1 << 62) == before


# -- unbiased ---------------------------------------------------------------------------------------------
def chi_square(counts: list[int]) -> float:
    expected = sum(counts) / len(counts)
    return sum((c - expected) ** 2 / expected for c in counts)


@pytest.mark.parametrize("n", [2, 3, 7, 40, 72])
def test_bounded_draws_are_uniform(n: int) -> None:
    counts = [0] * n
    for v in draws(rng.seed_state(SEED + n), 400 * n, n):
        counts[v] += 1
    # far out in the tail: about 1 in 10^6 for a uniform source, whatever n
    dof = n - 1
    assert chi_square(counts) < dof + 7 * (2 * dof) ** 0.5 + 10


def test_a_bound_near_two_to_the_64_stays_unbiased() -> None:
    """Three quarters of the 64-bit range is a bound where taking the rest modulo n would favour the low
    half: rejection keeps the two halves even."""
    n = 3 << 62
    low = sum(v < n // 2 for v in draws(rng.seed_state(SEED), 4000, n))
    assert 1800 < low < 2200


def test_every_order_of_a_shuffle_is_as_likely() -> None:
    counts: dict[tuple[int, ...], int] = {}
    state = rng.seed_state(SEED)
    for _ in range(6000):
        items = [0, 1, 2]
        state = rng.shuffle(state, items)
        counts[tuple(items)] = counts.get(tuple(items), 0) + 1
    assert len(counts) == 6
    assert chi_square(list(counts.values())) < 5 + 7 * 10**0.5 + 10


# -- seeds ------------------------------------------------------------------------------------------------
def test_a_new_seed_has_128_bits_from_the_secure_source() -> None:
    seeds = {rng.new_seed() for _ in range(64)}
    assert len(seeds) == 64
    assert all(0 <= s < 1 << 128 for s in seeds)
    assert max(s.bit_length() for s in seeds) > 120


def test_a_128_bit_seed_round_trips_through_a_config_and_a_save() -> None:
    config = default_config(4, seed=SEED)
    assert config.rng == rng.KEYED
    data = json.loads(json.dumps(config.to_dict()))
    assert data["seed"] == str(SEED) and data["rng"] == rng.KEYED  # msgpack stops at 64 bits: as text
    assert GameConfig.from_dict(data) == config
    assert GameConfig.from_dict(msgpack.unpackb(msgpack.packb(config.to_dict()))) == config
    assert GameConfig.from_dict({**data, "seed": 12}).seed == 12
    rec = Recorder(config)
    bots = [RandomBot(bot_seed(SEED, s)) for s in range(4)]
    for _ in range(80):
        prompt = rec.state.prompts[0]
        rec.apply({**bots[prompt.seat].act(prompt, lambda: {}), "seat": prompt.seat})
    again = load(json.loads(json.dumps(rec.save())))
    assert again.config.seed == SEED
    assert state_hash(again.state) == state_hash(rec.state)


def test_a_128_bit_seed_round_trips_through_a_journal(tmp_path: Path) -> None:
    config = default_config(3, seed=SEED)
    rec = Recorder(config)
    journal = Journal(tmp_path / "game.jsonl", {"config": config.to_dict()})
    bots = [RandomBot(bot_seed(SEED, s)) for s in range(3)]
    for _ in range(60):
        prompt = rec.state.prompts[0]
        action = {**bots[prompt.seat].act(prompt, lambda: {}), "seat": prompt.seat}
        rec.apply(action)
        journal.record(rec, action)
    journal.close()
    _, again, _ = load_journal(tmp_path / "game.jsonl")
    assert again.config == config
    assert state_hash(again.state) == state_hash(rec.state)


def test_a_config_saved_before_the_keyed_generator_replays_with_splitmix() -> None:
    config = dataclasses.replace(default_config(5, seed=7), rng=rng.SPLITMIX64)
    rec = Recorder(config)
    bots = [RandomBot(s) for s in range(5)]
    for _ in range(100):
        prompt = rec.state.prompts[0]
        rec.apply({**bots[prompt.seat].act(prompt, lambda: {}), "seat": prompt.seat})
    save = json.loads(json.dumps(rec.save()))
    del save["config"]["rng"]  # as every save and journal written before the field
    old = GameConfig.from_dict(save["config"])
    assert old.rng == rng.SPLITMIX64
    assert rng.generator_of(new_game(old)[0].rng) == rng.SPLITMIX64
    assert state_hash(load(save).state) == state_hash(rec.state)


def test_an_unknown_generator_is_refused() -> None:
    data = default_config(3).to_dict()
    data["rng"] = "mersenne"
    with pytest.raises(ConfigError, match="rng must be one of"):
        GameConfig.from_dict(data)


def test_bots_seeds_are_derived_apart_from_the_games() -> None:
    seeds = [bot_seed(SEED, s) for s in range(6)]
    assert len(set(seeds)) == 6
    assert all(s != SEED and s.bit_length() > 100 for s in seeds)
    assert seeds == [bot_seed(SEED, s) for s in range(6)]
    assert bot_seed(SEED ^ 1, 0) != seeds[0]


# -- nothing a seat sees narrows the seed -----------------------------------------------------------------
def secret_patterns(seed: int, state_rng: int) -> list[bytes]:
    """The seed and the generator's key as they could appear in packed bytes: integers either way round,
    and as decimal text."""
    key = (state_rng >> 64) & ((1 << 128) - 1)
    out = []
    for value in (seed, key):
        raw = value.to_bytes(16, "little")
        out += [raw, raw[::-1], raw[:8], raw[8:], raw[:8][::-1], raw[8:][::-1], str(value).encode()]
    return out


def test_no_view_or_event_of_a_game_holds_the_seed() -> None:
    seen: list[bytes] = []
    for players, seed, aliens, extra in [
        (5, SEED, "random", {}),
        (6, SEED ^ (1 << 77), "random", {"rewards": "deck"}),
    ]:

        def watch(state: Any, action: Any, events: list[Event]) -> None:
            for seat in [None, *range(state.n)]:
                seen.append(msgpack.packb(view_for(state, seat), use_bin_type=True))
                shared = [e.to_dict() for e in events_for(events, seat)]
                seen.append(msgpack.packb(shared, use_bin_type=True))

        result = random_game(players, seed, aliens=aliens, on_action=watch, max_actions=600, **extra)
        assert result.state is not None
        blob = b"".join(seen)
        for pattern in secret_patterns(seed, rng.seed_state(seed)):
            assert pattern not in blob
        seen.clear()


def test_seeds_one_bit_apart_deal_unrelated_games() -> None:
    base, _ = new_game(default_config(5, seed=SEED))
    same_places = 0
    for bit in range(0, 128, 9):
        other, _ = new_game(default_config(5, seed=SEED ^ (1 << bit)))
        assert other.hands != base.hands
        same_places += sum(a == b for a, b in zip(base.deck, other.deck, strict=True))
        for mine, theirs in zip(base.hands, other.hands, strict=True):
            same_places += sum(a == b for a, b in zip(mine, theirs, strict=True))
    # unrelated deals: a card lands in the same place about once per deal (15 deals here)
    assert same_places < 45
