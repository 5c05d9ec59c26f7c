"""The game core: cards, packs, seeded dealing, actions, the state contract, matches, records.

Pure Python: nothing here imports Qt, so it runs headless in tests, benchmarks and AI workers.
"""
