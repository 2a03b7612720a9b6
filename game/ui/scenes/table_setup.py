"""The table setup the new-game and Host screens share (not a scene): the choices' model (``Setup``, which
builds the engine's ``GameConfig``), the table's options and their rows, and the labels and hints of the
choices. The engine's own checks (``ConfigError``) are the final word on what is valid.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.config import (
    ALIENS_CHOOSE,
    ALIENS_NONE,
    ALIENS_RANDOM,
    EMPATH_ALTERNATE,
    EMPATH_CLASSIC,
    EMPATH_FLARES,
    EXPANSION_COLOURS,
    EXPANSION_OPTIONS,
    EXPANSION_TITLES,
    EXPANSIONS,
    LARGE_GROUP_AUTO,
    LARGE_GROUP_MODES,
    LARGE_GROUP_OFF,
    LARGE_GROUP_ON,
    MAX_PLAYERS,
    MAX_POWERS,
    MIN_PLAYERS,
    REGROUP_GATE,
    REGROUP_HOME,
    SCHIZOID_CLASSIC,
    SCHIZOID_FLARES,
    GameConfig,
    SeatConfig,
    max_players,
    seats_text,
    table_colours,
)
from game.errors import ConfigError
from game.rng import new_seed
from game.ui import theme
from game.ui.scenes import menu
from game.ui.session import LocalSession
from game.ui.settings import Settings

CONTROLS: tuple[tuple[str, str], ...] = (
    ("human", "Person"),
    ("easy", "Easy bot"),
    ("normal", "Normal bot"),
    ("hard", "Hard bot"),
)
ALIEN_MODES: tuple[tuple[str, str], ...] = (
    (ALIENS_NONE, "None"),
    (ALIENS_RANDOM, "One at random"),
    (ALIENS_CHOOSE, "Two dealt, keep one"),
)
ALIEN_HINTS = {
    ALIENS_NONE: "No alien powers; flares are still dealt and played as wild cards.",
    ALIENS_RANDOM: "Each player gets one alien at random, shown to all.",
    ALIENS_CHOOSE: "Each player is dealt two aliens and keeps one in secret, as the rulebook says.",
}
LEVELS: tuple[tuple[int, str], ...] = ((0, "Green"), (1, "Up to yellow"), (2, "Up to red"))
DEAL_TIMERS: tuple[tuple[int, str], ...] = ((0, "No timer"), (60, "1 min"), (90, "90 s"), (120, "2 min"))
POWERS: tuple[tuple[int, str], ...] = ((1, "One"), (2, "Two"), (3, "Three"))
REWARDS: tuple[tuple[str, str], ...] = (("none", "None"), ("deck", "Reward deck"), ("common", "Common"))
# the classic or alternate flare card of an alien that has two (the Empath, the Schizoid)
FLARE_CARDS: tuple[tuple[str, str], ...] = ((EMPATH_CLASSIC, "Classic"), (EMPATH_ALTERNATE, "Alternate"))
LARGE_GROUP_CHOICES: tuple[tuple[str, str], ...] = (
    (LARGE_GROUP_AUTO, "At 7-8 players"),
    (LARGE_GROUP_ON, "Always"),
    (LARGE_GROUP_OFF, "Never"),
)
NAME_LEN = 14
OPTION_HINTS = {
    "alien_mode": "How aliens come to the table.",
    "alien_level": "The highest alert level of the aliens dealt: green are the simplest, red the wildest.",
    "flares": "Shuffle the aliens' flare cards into the cosmic deck at the start.",
    "four_planets": "The short game: 4 planets and 16 ships each, and 4 foreign colonies win.",
    "second_encounter": "After a successful first encounter, the offense may have a second one.",
    "deal_timer": "How long the two players of a failed negotiation have to strike a deal.",
    "regroup_without_colony": "Where a ship taken back from the warp goes when its owner has no colony left.",
    "reinforce_negotiate": "Allow reinforcement cards on a side that revealed a negotiate card.",
    **{
        e: f"The {EXPANSION_TITLES[e]} expansion: {EXPANSION_COLOURS[e]} joins the table. Each colour "
        f"expansion adds a seat to the base game's {MAX_PLAYERS} "
        f"({max_players(EXPANSIONS)} with all of them)."
        for e in EXPANSIONS
    },
    "hazards": "With Cosmic Conflict: a destiny card with a warning makes the offense draw a hazard card, "
    "which changes the encounter or stays in play.",
    "empath_flare": "With Cosmic Conflict: which of the Empath's two flare cards the table plays, the "
    "classic one or the alternate one.",
    "schizoid_flare": "With Cosmic Alliance: which of the Schizoid's two flare cards the table plays, the "
    "classic one or the alternate one.",
    "large_group_cards": "With Cosmic Alliance: its 24 large-group cosmic cards join the cosmic deck at "
    "seven or eight players, always (more variety at a smaller table) or never.",
    "tech": "The Technology variant: each player keeps one of two techs and researches it with ships.",
    "hidden_powers": "Each alien stays face down to the others until its power is first used.",
    "powers": "Multiple powers: how many aliens each player holds (dealt or chosen, each with its flare).",
    "teams": "Team Cosmic: teams of two dealt at random, partners seated opposite; a team wins only when "
    "both partners have won (an odd player plays alone). Four players or more.",
    "rewards": "With the expansion: defensive allies may draw rewards from the reward deck, or its cards "
    "are shuffled into the cosmic deck (common rewards).",
}


@dataclass
class SeatSetup:
    """One seat slot: a name, a colour and who plays it ("human" or a bot strength)."""

    name: str
    colour: str
    control: str = "normal"


@dataclass
class Setup:
    """Every choice of the screen, for a seat slot per colour (the first ``players`` of them play: five, and
    one more per colour expansion, Cosmic Incursion, Cosmic Conflict or Cosmic Alliance)."""

    players: int = 5
    seats: list[SeatSetup] = field(default_factory=list)
    alien_mode: str = ALIENS_CHOOSE
    alien_level: int = 2
    deal_timer: int = 0
    flares: bool = True
    four_planets: bool = False
    second_encounter: bool = True
    regroup_without_colony: str = REGROUP_HOME
    reinforce_negotiate: bool = False
    incursion: bool = False  # Cosmic Incursion: orange, its aliens, the reward cards
    conflict: bool = False  # Cosmic Conflict: black, its aliens
    alliance: bool = False  # Cosmic Alliance: white
    rewards: str = "none"  # with the expansion: "deck" (the reward deck variant) or "common"
    hazards: bool = False  # with Cosmic Conflict: the hazard deck
    empath_flare: str = EMPATH_CLASSIC  # with Cosmic Conflict: the Empath's classic or alternate flare
    schizoid_flare: str = SCHIZOID_CLASSIC  # with Cosmic Alliance: the Schizoid's classic or alternate flare
    large_group_cards: str = LARGE_GROUP_AUTO  # with Cosmic Alliance: its large-group cards in the deck
    tech: bool = False  # the Technology variant
    hidden_powers: bool = False  # each alien face down until first used
    powers: int = 1  # the Multiple Powers variant: aliens each player holds
    teams: bool = False  # Team Cosmic
    team_immediate_win: bool = False  # with teams: a power's immediate win wins for the team (no row)
    seed: str = ""

    @classmethod
    def from_settings(cls, s: Settings) -> Setup:
        """The last choices, each checked (a hand-edited or older settings file cannot break the screen)."""
        every = table_colours(EXPANSIONS)
        colours = [c for c in s.last_colours if c in every]
        colours = list(dict.fromkeys(colours))
        colours += [c for c in every if c not in colours]
        seats = []
        for i in range(len(every)):
            name = s.player_names[i] if i < len(s.player_names) else ""
            control = s.last_seats[i] if i < len(s.last_seats) else "normal"
            if control not in dict(CONTROLS):
                control = "normal"
            seats.append(SeatSetup(name.strip()[:NAME_LEN] or colours[i].capitalize(), colours[i], control))
        top = max_players(tuple(e for e in EXPANSIONS if getattr(s, e)))
        setup = cls(
            players=s.last_players if MIN_PLAYERS <= s.last_players <= top else MAX_PLAYERS,
            seats=seats,
            alien_mode=s.alien_mode if s.alien_mode in dict(ALIEN_MODES) else ALIENS_CHOOSE,
            alien_level=s.alien_level if 0 <= s.alien_level <= 2 else 2,
            deal_timer=max(0, s.deal_timer),
            flares=s.flares,
            four_planets=s.four_planets,
            second_encounter=s.second_encounter,
            regroup_without_colony=(
                s.regroup_without_colony
                if s.regroup_without_colony in (REGROUP_HOME, REGROUP_GATE)
                else REGROUP_HOME
            ),
            reinforce_negotiate=s.reinforce_negotiate,
            incursion=s.incursion,
            conflict=s.conflict,
            alliance=s.alliance,
            rewards=s.rewards if s.rewards in dict(REWARDS) else "none",
            hazards=s.hazards,
            empath_flare=s.empath_flare if s.empath_flare in EMPATH_FLARES else EMPATH_CLASSIC,
            schizoid_flare=s.schizoid_flare if s.schizoid_flare in SCHIZOID_FLARES else SCHIZOID_CLASSIC,
            large_group_cards=(
                s.large_group_cards if s.large_group_cards in LARGE_GROUP_MODES else LARGE_GROUP_AUTO
            ),
            tech=s.tech,
            hidden_powers=s.hidden_powers,
            powers=s.powers if 1 <= s.powers <= MAX_POWERS else 1,
            teams=s.teams,
        )
        setup.fit()
        return setup

    @property
    def expansions(self) -> tuple[str, ...]:
        """The expansions switched on (``GameConfig.expansions``)."""
        return tuple(e for e in EXPANSIONS if getattr(self, e))

    def fit(self) -> None:
        """Keep the choices within the table: as many players as its colours allow (five without the
        colour expansions), and a colour whose expansion is off (orange, black, white) moves to a hidden slot,
        swapping with a seat there that has a colour of the table."""
        if not self.incursion:
            self.rewards = "none"  # the reward deck comes with Cosmic Incursion
        if not self.conflict:
            self.hazards = False  # the hazard deck comes with Cosmic Conflict
        if not self.alliance:
            self.large_group_cards = LARGE_GROUP_AUTO  # the large-group cards come with Cosmic Alliance
        allowed = table_colours(self.expansions)
        top = len(allowed)
        self.players = min(self.players, top)
        for seat in self.seats[:top]:
            if seat.colour not in allowed:
                spare = next((s for s in self.seats[top:] if s.colour in allowed), None)
                if spare is not None:
                    seat.colour, spare.colour = spare.colour, seat.colour

    def remember(self, s: Settings) -> None:
        """Store these choices as the settings' last ones (the seed is not kept: blank means a new game)."""
        s.player_names = tuple(seat.name for seat in self.seats)
        s.last_colours = tuple(seat.colour for seat in self.seats)
        s.last_seats = tuple(seat.control for seat in self.seats)
        s.last_players = self.players
        s.alien_mode = self.alien_mode
        s.alien_level = self.alien_level
        s.deal_timer = self.deal_timer
        s.flares = self.flares
        s.four_planets = self.four_planets
        s.second_encounter = self.second_encounter
        s.regroup_without_colony = self.regroup_without_colony
        s.reinforce_negotiate = self.reinforce_negotiate
        s.incursion = self.incursion
        s.conflict = self.conflict
        s.alliance = self.alliance
        s.rewards = self.rewards
        s.hazards = self.hazards
        s.empath_flare = self.empath_flare
        s.schizoid_flare = self.schizoid_flare
        s.large_group_cards = self.large_group_cards
        s.tech = self.tech
        s.hidden_powers = self.hidden_powers
        s.powers = self.powers
        s.teams = self.teams

    def pick_colour(self, slot: int, colour: str) -> None:
        """Give ``slot`` the colour; the seat that had it takes ``slot``'s old one (colours stay unique)."""
        mine = self.seats[slot].colour
        for other in self.seats:
            if other.colour == colour:
                other.colour = mine
        self.seats[slot].colour = colour

    def playing(self) -> list[SeatSetup]:
        """The seats that take part."""
        return self.seats[: self.players]

    def config(self, seed: int | None = None) -> GameConfig:
        """The engine's config for these choices; ConfigError says what is wrong."""
        top = max_players(self.expansions)
        if not MIN_PLAYERS <= self.players <= top:
            more = seats_text(self.players) if self.players > top else ""
            raise ConfigError(f"a game needs {MIN_PLAYERS} to {top} players{more}")
        seats = []
        for s in self.playing():
            name = s.name.strip() or s.colour.capitalize()
            seats.append(SeatConfig(name, s.colour))
        names = [s.name.casefold() for s in seats]
        for n in names:
            if names.count(n) > 1:
                shown = next(s.name for s in seats if s.name.casefold() == n)
                raise ConfigError(f"two players are called {shown}: give each a different name")
        if seed is None:
            text = self.seed.strip()
            if text and not text.isdigit():
                raise ConfigError("the seed is a whole number (or blank for a random game)")
            seed = int(text) if text else new_seed()
        return GameConfig(
            seats=tuple(seats),
            seed=seed,
            regroup_without_colony=self.regroup_without_colony,
            reinforce_negotiate=self.reinforce_negotiate,
            deal_timer=self.deal_timer,
            flares=self.flares,
            four_planets=self.four_planets,
            second_encounter=self.second_encounter,
            alien_mode=self.alien_mode,
            alien_level=self.alien_level,
            expansions=self.expansions,
            rewards=self.rewards if self.incursion else "none",
            hazards=self.hazards and self.conflict,
            empath_flare=self.empath_flare if self.conflict else EMPATH_CLASSIC,
            schizoid_flare=self.schizoid_flare if self.alliance else SCHIZOID_CLASSIC,
            large_group_cards=self.large_group_cards if self.alliance else LARGE_GROUP_AUTO,
            tech=self.tech,
            hidden_powers=self.hidden_powers,
            powers=self.powers if self.alien_mode != ALIENS_NONE else 1,  # several need aliens dealt
            teams=self.teams,
            team_immediate_win=self.teams and self.team_immediate_win,
        )

    def session(self, seed: int | None = None) -> LocalSession:
        """A session for these choices (raises ConfigError)."""
        return LocalSession.with_strengths(self.config(seed), [s.control for s in self.playing()])


def table_options(su: Setup) -> list[tuple[str, str, Any, Any]]:
    """The table's options as (label, Setup attribute, choices, current value), for the forms setting them."""
    return [
        ("Aliens", "alien_mode", ALIEN_MODES, su.alien_mode),
        ("Alert levels", "alien_level", LEVELS, su.alien_level),
        ("Flares in deck", "flares", ((True, "Yes"), (False, "No")), su.flares),
        ("Game length", "four_planets", ((False, "5 planets"), (True, "4 planets (short)")), su.four_planets),
        ("2nd encounter", "second_encounter", ((True, "Allowed"), (False, "No")), su.second_encounter),
        ("Deal timer", "deal_timer", DEAL_TIMERS, su.deal_timer),
        (
            "Regroup, no colony",
            "regroup_without_colony",
            ((REGROUP_HOME, "Home planet"), (REGROUP_GATE, "The gate")),
            su.regroup_without_colony,
        ),
        (
            "Reinforce negotiate",
            "reinforce_negotiate",
            ((False, "No"), (True, "Yes")),
            su.reinforce_negotiate,
        ),
        *(
            (EXPANSION_TITLES[e], e, ((False, "Off"), (True, f"On: {EXPANSION_COLOURS[e]}")), getattr(su, e))
            for e in EXPANSIONS
        ),
        ("Rewards", "rewards", REWARDS, su.rewards),
        ("Hazards", "hazards", ((False, "Off"), (True, "On")), su.hazards),
        ("Empath flare", "empath_flare", FLARE_CARDS, su.empath_flare),
        ("Schizoid flare", "schizoid_flare", FLARE_CARDS, su.schizoid_flare),
        ("Large-group cards", "large_group_cards", LARGE_GROUP_CHOICES, su.large_group_cards),
        ("Technology", "tech", ((False, "Off"), (True, "On")), su.tech),
        ("Hidden powers", "hidden_powers", ((False, "Off"), (True, "On")), su.hidden_powers),
        ("Powers each", "powers", POWERS, su.powers),
        ("Teams", "teams", ((False, "Off"), (True, "Team Cosmic")), su.teams),
    ]


def option_rows(
    su: Setup,
    setter: Callable[[str], Callable[[Any], None]],
    x: int,
    y: int,
    inner: int,
    label_w: int,
    row_h: int,
    gap: int,
) -> tuple[list[menu.ChoiceRow], int, int]:
    """Lay out one choice row per table option from ``y`` down; returns the rows, the ``y`` below them and
    where the alien mode's hint goes."""
    rows: list[menu.ChoiceRow] = []
    hint_lines = max(len(theme.wrap(h, 15, inner)) for h in ALIEN_HINTS.values())
    hint_y = y
    for text, attr, opts, value in table_options(su):
        row = menu.ChoiceRow(text, opts, value, setter(attr), label_w=label_w, hint=OPTION_HINTS[attr])
        row.place(pygame.Rect(x, y, inner, row_h))
        if attr in ("alien_level", "powers"):
            for b in row.buttons:
                b.enabled = su.alien_mode != ALIENS_NONE
        if attr in EXPANSION_OPTIONS:  # an expansion's own option: only with the expansion
            for b in row.buttons:
                b.enabled = bool(getattr(su, EXPANSION_OPTIONS[attr]))
        rows.append(row)
        y += row_h + gap
        if attr == "alien_mode":
            hint_y = y
            y += theme.font(15).get_linesize() * hint_lines + gap
    return rows, y, hint_y


def fit_options(su: Setup, room: int, inner: int, row_h: int, gap: int) -> tuple[int, int]:
    """The row height and gap that fit every option row, the alien hint and the seed row in ``room``
    pixels (the seats' rows when they fit, shorter ones otherwise)."""
    hint = max(len(theme.wrap(h, 15, inner)) for h in ALIEN_HINTS.values()) * theme.font(15).get_linesize()
    rows = len(table_options(su)) + 1  # and the seed

    def needs(r: int, g: int) -> int:
        return rows * (r + g) + hint + 2 * g

    while row_h > theme.px(20) and needs(row_h, gap) > room:
        row_h -= 1
        gap = max(theme.px(4), row_h // 4)
    return row_h, gap
