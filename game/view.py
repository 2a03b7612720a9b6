"""What each seat may see. This is the only module that decides secrecy.

``view_for(state, seat)`` gives the public board, discard piles, hand sizes and card backs, the seat's own
hand and face-down encounter card, the cards of other hands a power has shown it this encounter (``seen``,
see ``game.seen``), and the prompts addressed to it (others' prompts only as who is being waited on).
``seat=None`` is a spectator: the public view. The deck's order, the unused flares, the PRNG, unrevealed
encounter cards, other hands (but what a power showed the seat) and other seats' pending answers never
appear. With the reward deck variant card backs are public (FAQ T10): each hand's count of reward cards
(``reward_cards``), the back of a face-down encounter card (``offense_card_back``), the reward deck's size
and its face-up discard pile.

From the reveal on, the encounter carries each side's total and its parts as the engine counts them
(``resolution.side_breakdown``: live until the winner is decided, then the figures it was decided on, the
log's); what lies in each card slot (``<side>_card_up``: a card face up, revealed or shown before the reveal
by a power; ``<side>_card_down``: a card face down); nothing once the cards have left the table.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from game import hidden_powers, hooks, seen, teams
from game.board import KEPT, colony_counts
from game.cards.catalog import COSMIC, REWARD
from game.deck import is_reward, reward_count
from game.encounter_mods import to_flags
from game.events import Event
from game.phases import resolution
from game.prompts import CHOOSE, INVITE, PLACE, SHIPS, Prompt
from game.state import GameState
from game.techs import view as techs_view

# Records the engine makes only when someone could act on them in a window (a loss, a draw, ships leaving
# the warp): that they exist says someone holds something, so only a seat asked in the window sees them.
WINDOW_RECORDS = frozenset(("losses", "draws", "retrievals"))


def view_for(state: GameState, seat: int | None) -> dict[str, Any]:
    """The game as ``seat`` (None = spectator) may know it."""
    n = state.n
    enc = state.enc
    cfg = state.config
    home_counts, foreign_counts = colony_counts(state)
    players = [_player(state, seat, s, home_counts[s], foreign_counts[s]) for s in range(n)]
    planets = [
        {"planet": p, "system": home, "ships": state.ships[p * n : (p + 1) * n]}
        for p, home in enumerate(state.planet_home)
    ]
    revealed = enc.revealed
    encounter: dict[str, Any] = {
        "number": state.enc_no,
        "defense": enc.defense,
        "destiny_card": enc.destiny_card,
        "target": enc.target,
        "own_system": enc.own_system,
        "invited_offense": _seats(enc.invited_off, n),
        "invited_defense": _seats(enc.invited_def, n),
        "offense_allies": _seats(enc.off_allies, n),
        "defense_allies": _seats(enc.def_allies, n),
        "allied": _seats(enc.allied, n),
        "offense_card": enc.off_card if revealed else None,
        "defense_card": enc.def_card if revealed else None,
        "offense_card_chosen": _chosen(state, state.offense, enc.off_card),
        "defense_card_chosen": _chosen(state, enc.defense, enc.def_card),
        "offense_card_back": _back(state, state.offense, enc.off_card),
        "defense_card_back": _back(state, enc.defense, enc.def_card),
        "offense_kicker": _kicker(state, state.offense),
        "defense_kicker": _kicker(state, enc.defense),
        "offense_as": enc.off_kind if revealed else None,
        "defense_as": enc.def_kind if revealed else None,
        "offense_value": enc.off_value if revealed else None,
        "defense_value": enc.def_value if revealed else None,
        "offense_bonus": enc.off_bonus,
        "defense_bonus": enc.def_bonus,
        "in_play": [c for c in enc.in_play] if revealed else [],
        "outcome": enc.outcome,
        "success": enc.success,
        "no_rewards": enc.no_rewards,
        "deal": _deal_view(enc.deal),
        "plays": [
            {k: p[k] for k in ("id", "seat", "card", "cancelled", "alien", "half", "use", "shown") if k in p}
            for p in state.plays
        ],
        "flares_used": list(enc.flares_used),
        "modifiers": {  # the public modifiers and scratch, by their plain-form keys (game.encounter_mods)
            k: v
            for k, v in to_flags(enc.mods, enc.scratch).items()
            if not k.startswith("_") and k not in WINDOW_RECORDS
        },
    }
    for side, main in (("offense", state.offense), ("defense", enc.defense)):
        up, down = _slot(state, main, enc.off_card if side == "offense" else enc.def_card)
        encounter[f"{side}_card_up"] = up  # the card lying face up in the side's slot (None: none)
        encounter[f"{side}_card_down"] = down  # a card lies face down in the side's slot
    parts = _totals(state)
    encounter["totals_final"] = parts is not None and resolution.decided_breakdowns(state) is not None
    for side in resolution.SIDES:
        encounter[f"{side}_total"] = parts[side]["total"] if parts is not None else None
        encounter[f"{side}_parts"] = parts[side] if parts is not None else None
    view: dict[str, Any] = {
        "seat": seat,
        "players": players,
        "planets": planets,
        "deck_size": len(state.deck),
        "discard": list(state.discard),
        "rewards": cfg.rewards,
        "reward_deck_size": len(state.reward_deck),
        "reward_discard": list(state.reward_discard),
        "destiny_deck_size": len(state.destiny_deck),
        "destiny_discard": list(state.destiny_discard),
        "unused_flares": len(state.unused_flares),
        "first_player": state.first_player,
        "turn": state.turn,
        "offense": state.offense if state.turn else -1,  # nobody is the offense before the first turn
        "phase": state.phase,
        "encounter": encounter,
        # Only seats that can play are asked in a play window; naming them would tell the table who holds
        # a playable card. Even that a window is open says someone can play: only a seat asked there sees
        # it (below), with its prompt.
        "waiting_on": sorted({p.seat for p in state.prompts if p.ctx != "window"}),
        "play_window": None,
        "over": state.over,
        "winners": list(state.winners),
        "actions": state.actions,
        "hand": None,
        "alien_private": {},
        "seen": seen.seen_view(state, None),
        "my_card": None,
        "my_kicker": None,
        "prompts": [],
    }
    if cfg.hazards:  # the hazard deck variant: the cards in play and the discards are public, not the order
        view["hazards"] = {
            "deck_size": len(state.hazard_deck),
            "discard": list(state.hazard_discard),
            "in_play": list(state.hazards_in_play),
            "this_encounter": enc.mods.hazard,
            "pact": list(state.extra.get("hazard_alliance", ())),  # Alliance: the two bound seats
        }
    if cfg.large_group:  # Cosmic Alliance's large-group cards are in the cosmic deck (a public table rule)
        view["large_group_cards"] = True
    if cfg.teams:  # Team Cosmic: the teams and the seating are dealt face up (never a partner's hand)
        view["teams"] = teams.public(state)
    if cfg.tech:
        view["techs"] = techs_view.public_techs(state)
        view["my_tech"] = None
        view["my_tech_cards"] = {}
    if seat is not None and 0 <= seat < n:
        view["hand"] = list(state.hands[seat])
        if cfg.tech:
            view["my_tech"] = techs_view.my_tech(state, seat)
            view["my_tech_cards"] = techs_view.my_tech_cards(state, seat)
        mine = enc.off_card if seat == state.offense else enc.def_card if seat == enc.defense else -1
        if mine < 0 and _picked(state, seat):
            mine = state.answers[seat]["card"]  # its own pick, still waiting for the other's
        view["my_card"] = mine if mine >= 0 else None
        kicker = (enc.mods.kickers_down or {}).get(str(seat))
        view["my_kicker"] = int(kicker) if kicker is not None else None  # its own, still face down
        view["prompts"] = [p.to_dict() for p in state.prompts if p.seat == seat]
        if state.window is not None and any(p["ctx"] == "window" for p in view["prompts"]):
            view["play_window"] = state.window["name"]
            flags = to_flags(enc.mods, {})
            records = {k: flags[k] for k in WINDOW_RECORDS if k in flags}
            encounter["modifiers"].update(records)  # what the window is about, for those asked there
        view["alien_private"] = hooks.private_info(state, seat)
        view["seen"] = seen.seen_view(state, seat)
    return view


def without_prompt(view: dict[str, Any], prompt_id: Any) -> dict[str, Any]:
    """``view`` (a seat's) once its prompt ``prompt_id`` is answered and nothing else has happened: a new
    view (``view`` is not changed). With no play window prompt left, the window and its records go too,
    as ``view_for`` would have it."""
    prompts = [p for p in view["prompts"] if p["id"] != prompt_id]
    out = {**view, "prompts": prompts}
    if not any(p["ctx"] == "window" for p in prompts):
        out["play_window"] = None
        encounter = view["encounter"]
        mods = {k: v for k, v in encounter["modifiers"].items() if k not in WINDOW_RECORDS}
        out["encounter"] = {**encounter, "modifiers": mods}
    return out


def _chosen(state: GameState, seat: int, card: int) -> bool:
    """Has this main player chosen its encounter card (known to all: the prompt closed)?"""
    if card >= 0 or _picked(state, seat):
        return True
    return state.enc.mods.first_pick is not None and state.enc.mods.face_up_first == seat


def _slot(state: GameState, seat: int, card: int) -> tuple[int | None, bool]:
    """What lies in a main player's card slot: (the card face up, or None; whether a card lies face down).

    A card is face up once revealed while it is still on the table (``in_play``), or before the reveal when
    a power made it be shown (``mods.face_up``); face down while chosen and not shown, or revealed but kept
    face down under a claim. Once the encounter's cards are discarded (``mods.table_cleared``) the slot is
    empty.
    """
    enc = state.enc
    if enc.mods.table_cleared:
        return None, False
    if enc.revealed:
        if card >= 0 and card in enc.in_play:
            return card, False
        return None, str(seat) in (enc.mods.face_down or {})
    shown = (enc.mods.face_up or {}).get(str(seat))
    if shown is not None:
        return int(shown), False
    return None, _chosen(state, seat, card)


def _totals(state: GameState) -> dict[str, dict[str, Any]] | None:
    """Each side's total and its parts (``resolution.side_breakdown``) from the reveal on: live until the
    winner is decided, then as it was decided on (the log's figures); None before the reveal and after an
    outcome not decided on the totals (a deal, both sides losing)."""
    enc = state.enc
    if not enc.revealed or enc.defense < 0:
        return None
    decided = resolution.decided_breakdowns(state)
    if decided is not None:
        return decided
    if enc.outcome:
        return None
    return {side: resolution.side_breakdown(state, side) for side in resolution.SIDES}


def _kicker(state: GameState, seat: int) -> int | None:
    """A main player's kicker: None (none played), -1 (played face down: announced) or the card, revealed."""
    mods = state.enc.mods
    if str(seat) in (mods.kickers_down or {}):
        return -1
    card = (mods.kickers or {}).get(str(seat))
    return None if card is None else int(card)


def _back(state: GameState, seat: int, card: int) -> str | None:
    """The back of a main player's chosen encounter card, once it lies on the table (public), else None."""
    if card < 0 and _picked(state, seat):
        card = state.answers[seat]["card"]
    if card < 0:
        return None
    return REWARD if is_reward(state, card) else COSMIC


def _picked(state: GameState, seat: int) -> bool:
    """In Planning, a main player who has picked (secretly) while the other is still choosing."""
    return seat in state.answers and any(p.ctx == "select_card" for p in state.prompts)


def _player(state: GameState, looker: int | None, s: int, home: int, foreign: int) -> dict[str, Any]:
    """Seat ``s`` as ``looker`` may know it (``home``, ``foreign``: its colony counts)."""
    enc = state.enc
    more = hooks.more_aliens(state, s)
    return {
        "seat": s,
        "name": state.config.seats[s].name,
        "colour": state.config.seats[s].colour,
        "alien": state.aliens[s] if hidden_powers.visible(state, looker, s) else None,
        "alien_hidden": not hidden_powers.visible(state, None, s),  # face down to the table
        "power_on": state.power_on[s],
        "zapped": bool(enc.zapped >> s & 1),
        "alien_info": _alien_info(state, looker, s),
        # the Multiple Powers variant: the seat's further aliens, sheet by sheet (None: face down to the
        # looker), whether each is face down to the table, what each shows, which are zapped
        "more_aliens": _more(state, looker, s) if more else [],
        "more_hidden": [not hidden_powers.visible_alien(state, None, s, a) for a in more],
        "more_info": [
            _sheet_info(state, s, a) if hidden_powers.visible_alien(state, looker, s, a) else {} for a in more
        ],
        "zapped_aliens": list((enc.mods.zapped_aliens or {}).get(str(s), ())),
        "removed": state.removed[s],
        "hand_size": len(state.hands[s]),
        "reward_cards": reward_count(state, state.hands[s]),
        "warp": state.warp[s],
        "gate": state.gate[s],
        "ally_ships": state.dally[s],
        "foreign_colonies": foreign,
        "kept_planets": list(state.extra.get(KEPT, {}).get(str(s), ())),  # out of the game, counted
        "home_colonies": home,
    }


def _alien_info(state: GameState, looker: int | None, s: int) -> dict[str, Any]:
    """The public part of ``s``'s alien sheet as ``looker`` may see it (with several powers each: of its
    first alien and a borrowed power; each further sheet has its own, ``more_info``)."""
    if not hidden_powers.visible(state, looker, s):
        return {}
    more = hooks.more_aliens(state, s)
    if not more:
        return hooks.public_info(state, s)
    out: dict[str, Any] = {}
    for name in hooks.powers_of(state, s):
        if name not in more:
            out.update(_sheet_info(state, s, name))
    return out


def _sheet_info(state: GameState, s: int, alien: str) -> dict[str, Any]:
    """The public part of one of ``s``'s alien sheets."""
    if alien in hooks.OVERRIDES.get("public_info", ()):
        return dict(hooks.POWERS[alien].public_info(state, s))
    return {}


def _more(state: GameState, looker: int | None, s: int) -> list[str | None]:
    """``s``'s further aliens (Multiple Powers) as ``looker`` sees them: None for one face down to it."""
    return [
        a if hidden_powers.visible_alien(state, looker, s, a) else None for a in hooks.more_aliens(state, s)
    ]


def _seats(mask: int, n: int) -> list[int]:
    return [s for s in range(n) if mask >> s & 1]


def _deal_view(deal: dict[str, Any] | None) -> dict[str, Any] | None:
    if deal is None:
        return None
    return {
        "offer": deal["offer"],
        "by": deal["by"],
        "turn": deal["turn"],
        "offers": deal["offers"],
        "quashed": deal["quashed"],
    }


def events_for(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` (None = spectator) may see."""
    return [e for e in events if e.visible_to(seat)]


# What a seat's view holds that the public view does not: the rest of a seat's view is the public view.
PRIVATE_PARTS: dict[str, Any] = {
    "seat": None,
    "hand": None,
    "my_card": None,
    "my_kicker": None,
    "my_tech": None,
    "my_tech_cards": {},
    "prompts": [],
    "play_window": None,
    "alien_private": {},
    "seen": {"hands": {}, "cards": {}},
}


def public_part(view: dict[str, Any]) -> dict[str, Any]:
    """``view`` (a seat's) with its private parts replaced by what a spectator sees, in place; returned.

    ``public_part(view_for(state, seat)) == view_for(state, None)`` for every seat (tests hold it to that),
    so a screen may hide a person's secrets at once without asking the engine again.
    """
    for key, value in PRIVATE_PARTS.items():
        if key in view:
            view[key] = copy.deepcopy(value)
    for player in view.get("players", ()):
        if player.get("alien_hidden"):  # its own alien, face down to everyone else
            player["alien"] = None
            player["alien_info"] = {}
        for k, down in enumerate(player.get("more_hidden", ())):  # its further aliens, sheet by sheet
            if down:
                player["more_aliens"][k] = None
                player["more_info"][k] = {}
    modifiers = view.get("encounter", {}).get("modifiers")
    if modifiers:
        for key in WINDOW_RECORDS:
            modifiers.pop(key, None)
    return view


# Prompts a person may answer in front of the whole table: neither the prompt nor the answer shows a card,
# an alien not yet revealed or anything else the public view lacks, and being asked it is public (the view's
# ``waiting_on`` names the seat). Every other prompt is answered behind the hot-seat curtain.
PUBLIC_KINDS = frozenset((SHIPS, PLACE, INVITE))
PUBLIC_CHOICES = frozenset(
    (
        "launch_aim",
        "launch_count",
        "regroup_home",
        "amoeba_out",
        "bully_threat",
        "destiny_wild",
        "mobius_gate",
        "own_colour",
        "partner_colour",  # Team Cosmic: colonies on the board, or a redraw
        "team_gift",  # Team Cosmic: a colony on the board, gift or keep
        "second_encounter",
        "shadow_execute",
        "tick_tock_wild_planet",
        "will_target",
        "gambler_challenge",
        "rift_ship",
        "rewards",
        "research",  # its options name no tech (game/describe.py labels complete and abandon alike)
    )
)


def prompt_is_public(prompt: Prompt) -> bool:
    """May ``prompt`` be answered with the whole table looking? (Never a play window: who is asked there
    is secret.)"""
    if prompt.ctx == "window":
        return False
    if prompt.kind in PUBLIC_KINDS:
        return True
    return prompt.kind == CHOOSE and prompt.ctx in PUBLIC_CHOICES
