"""The hazard deck variant of Cosmic Conflict (``GameConfig.hazards``; docs/rules.md, "Hazards").

``catalog`` says what each hazard card is and which destiny cards carry a warning; ``deck`` draws,
discards and reshuffles the hazard cards and calls the engine's hooks; one module per family of cards says
what they do (``hands``: cards that move hands and draws; ``encounter``: rules changed for one encounter;
``lasting``: cards that stay in play), each a ``base.HazardEffect`` registered by name.
"""
