"""Game setup for aliens (R2.4): which aliens are in play, the flares that go into the cosmic deck, the
secret choice between two dealt aliens, "do not use with" clashes (FAQ G2), and game-setup steps."""

from __future__ import annotations

from typing import Any

from game import hidden_powers, hooks, rng
from game.cards.catalog import FLARE_ALIEN, FLARE_IDS, expansions, table_flares
from game.config import ALIENS_CHOOSE, ALIENS_FIXED, ALIENS_NONE, ALIENS_RANDOM, GameConfig
from game.core import Events, answer, ask, note, push, step
from game.errors import ConfigError
from game.prompts import CHOOSE, Prompt
from game.state import GameState

FLARE_OF: dict[str, int] = {FLARE_ALIEN[card]: card for card in FLARE_IDS}


def alien_pool(state: GameState) -> list[str]:
    """Aliens that may be dealt at this table: registered, of the table's expansions, within the alert
    level, in the table's pool, and able to play here (``Power.usable``)."""
    cfg = state.config
    wanted = set(cfg.alien_pool)
    sets = expansions(cfg.incursion)
    return [
        name
        for name, power in sorted(hooks.POWERS.items())
        if name in FLARE_OF
        and power.expansion in sets
        and power.level <= cfg.alien_level
        and (not wanted or name in wanted)
        and power.usable(cfg) is None
    ]


def check_fixed(config: GameConfig) -> None:
    """Refuse unknown names, aliens of an expansion the table does not play or that cannot play at this
    table (``Power.usable``), and clashing pairs in a fixed line-up."""
    aliens = config.aliens
    sets = expansions(config.incursion)
    for name in aliens:
        if name is not None and name not in hooks.POWERS:
            raise ConfigError(f"unknown alien {name!r}")
        if name is not None and hooks.POWERS[name].expansion not in sets:
            raise ConfigError(
                f"{name} comes with the Cosmic {hooks.POWERS[name].expansion} expansion (incursion)"
            )
        why = hooks.POWERS[name].usable(config) if name is not None else None
        if why is not None:
            raise ConfigError(f"{name} cannot play at this table: {why}")
    named = [a for a in aliens if a is not None]
    if len(set(named)) != len(named):
        raise ConfigError("the same alien is in the game twice")
    for a in named:
        for b in named:
            if a != b and b in hooks.POWERS[a].excludes:
                raise ConfigError(f"{a} may not be used with {b}")


def flares_for_deck(state: GameState) -> list[int]:
    """The flares dealt at setup (R2.5): two per player, topped up to ten from the unused ones.

    With chosen aliens they are the flares dealt for the choice; with fixed or random aliens, each
    alien's own flare plus random others. The rest stay in the unused flare deck, the alien pool.
    """
    mode = state.config.alien_mode
    flares = table_flares(state.config.incursion)
    state.rng = rng.shuffle(state.rng, flares)
    if mode == ALIENS_CHOOSE:
        pool = alien_pool(state)
        if len(pool) < 2 * state.n:
            raise ConfigError(f"only {len(pool)} aliens fit this table's options; {2 * state.n} are dealt")
        dealt_cards = [c for c in flares if FLARE_ALIEN[c] in pool][: 2 * state.n]
        dealt = [
            [FLARE_ALIEN[dealt_cards[2 * s]], FLARE_ALIEN[dealt_cards[2 * s + 1]]] for s in range(state.n)
        ]
        state.extra["dealt"] = dealt
        first = dealt_cards
    elif mode in (ALIENS_FIXED, ALIENS_RANDOM):
        if mode == ALIENS_RANDOM:
            state.aliens = _random_aliens(state)
        own = [FLARE_OF[a] for a in state.aliens if a is not None and a in FLARE_OF]
        first = own + [c for c in flares if c not in own][: max(0, 2 * state.n - len(own))]
    else:
        first = flares[: 2 * state.n]
    if not state.config.flares:
        state.unused_flares = flares
        return []
    rest = [c for c in flares if c not in first]
    in_deck = list(first)
    while len(in_deck) < 10 and rest:
        in_deck.append(rest.pop())
    state.unused_flares = rest
    return in_deck


def _random_aliens(state: GameState) -> list[str | None]:
    pool = alien_pool(state)
    state.rng = rng.shuffle(state.rng, pool)
    chosen: list[str] = []
    for name in pool:
        if len(chosen) == state.n:
            break
        if any(clash(name, other) for other in chosen):
            continue
        chosen.append(name)
    if len(chosen) < state.n:
        raise ConfigError("not enough aliens fit this table's options")
    return list(chosen)


def clash(a: str, b: str) -> bool:
    """May these two aliens not be in the same game ("do not use with", either way round)?"""
    return b in hooks.POWERS[a].excludes or a in hooks.POWERS[b].excludes


@step("choose_aliens")
def choose_aliens(state: GameState, ev: Events) -> None:
    """Every player looks at its two aliens and keeps one, in secret and at the same time."""
    state.answers = {}
    for seat, pair in enumerate(state.extra["dealt"]):
        ask(state, seat, CHOOSE, "choose_alien", [{"type": "alien", "alien": a} for a in pair])


@answer("choose_alien")
def _on_choose(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    state.answers[prompt.seat] = action
    note(ev, "alien_chosen_secretly", seat=prompt.seat)
    if any(p.ctx == "choose_alien" for p in state.prompts):
        return
    answers = state.answers
    state.answers = {}
    dealt = state.extra.pop("dealt")
    state.aliens = [answers[s]["alien"] for s in range(state.n)]
    _settle_clashes(state, ev, dealt)


def _settle_clashes(state: GameState, ev: Events, dealt: list[list[str]]) -> None:
    """The alien carrying a "do not use with" leaves; its player takes the other dealt alien, or draws
    from the unused flares until one fits (FAQ G2)."""
    for seat in range(state.n):
        name = state.aliens[seat]
        others = [a for s, a in enumerate(state.aliens) if s != seat and a is not None]
        if name is None or not any(o in hooks.POWERS[name].excludes for o in others):
            continue
        spare = [a for a in dealt[seat] if a != name]
        pool = alien_pool(state)
        candidates = spare + [FLARE_ALIEN[c] for c in reversed(state.unused_flares) if FLARE_ALIEN[c] in pool]
        for cand in candidates:
            if cand not in others and not any(clash(cand, o) for o in others):
                if state.config.hidden_powers:  # still face down: only its player learns the names
                    note(ev, "alien_swapped", seat=seat)
                    note(ev, "alien_replaced", to=(seat,), seat=seat, removed=name, alien=cand)
                else:
                    note(ev, "alien_replaced", seat=seat, removed=name, alien=cand)
                state.aliens[seat] = cand
                break


@step("reveal_aliens")
def reveal_aliens(state: GameState, ev: Events) -> None:
    """The aliens turn face up; aliens with game-setup text carry it out, in seat order."""
    state.any_alien = any(a is not None for a in state.aliens)
    if state.config.alien_mode == ALIENS_NONE and not state.any_alien:
        return
    if state.config.hidden_powers:  # face down: each player sees only its own (game.hidden_powers)
        hidden_powers.deal_face_down(state, ev)
    else:
        note(ev, "aliens_revealed", aliens=list(state.aliens))
    push(state, *[("alien_setup", s) for s in range(state.n) if state.aliens[s] is not None])


@step("alien_setup")
def alien_setup(state: GameState, ev: Events, seat: int) -> None:
    """One alien's game-setup step."""
    name = state.aliens[seat]
    if name is not None and name in hooks.POWERS:
        if hooks.POWERS[name].setup:  # Game Setup text is carried out face up
            hidden_powers.reveal(state, ev, seat, hidden_powers.SETUP)
        hooks.POWERS[name].on_setup(state, ev, seat)
