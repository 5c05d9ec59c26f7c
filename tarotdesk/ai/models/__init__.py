"""Hand-evaluation models for bids and declarations: small logistic models fitted by self-play.

Each model turns a hand feature (the rule-based player's own hand estimate) into the chance of
making a contract, and keeps the mean result of a made and of a failed contract, so that every
bid has an expected value. The numbers live in the ``*_data`` modules, written by
``benchmarks/ai_tune_models.py`` from self-play; the code here only reads them.
"""
