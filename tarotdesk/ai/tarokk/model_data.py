"""Bid model of Hungarian Tarokk (written by benchmarks/ai_tune_models.py)."""

from __future__ import annotations

MODELS = {
    'levels': {0: {'win': (0.3055, -1.8176), 'won': 6.089, 'lost': -3.435, 'samples': 2408}, 1: {'win': (0.2861, -1.8769), 'won': 5.72, 'lost': -4.736, 'samples': 757}, 2: {'win': (0.303, -2.3212), 'won': 6.022, 'lost': -5.055, 'samples': 671}, 3: {'win': (0.9043, -13.0693), 'won': 27.275, 'lost': -27.536, 'samples': 76}},
}
