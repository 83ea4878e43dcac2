"""Reference outputs of prediction-powered inference for a mean, for PredictionPoweredMeanParityTest.

ppi_py itself needs numba and statsmodels, which are not installed here, so the lines that compute the mean's point
estimate and interval with lam=1 (plain PPI) and unit weights are transcribed from aangelopoulos/ppi_py, commit
bd90caada03a1a3473eea62c53e39123371dedb8, ppi_py/ppi.py (ppi_mean_pointestimate's `else` branch, ppi_mean_ci after
the `lam is None` branch; construct_weight_vector gives ones of shape (n, 1), reshape_to_2d makes (n, 1) arrays), and
statsmodels' _zconfint_generic (statsmodels/stats/weightstats.py, two-sided: mean -+ norm.ppf(1 - alpha / 2.) * std).

Cases: seeded labels and predictions of a few kinds (binary relevance with a biased judge, graded 0-3, continuous
scores, a judge equal to the labels, constant predictions), n from 1 to 200 labelled and N from 1 to 1000 unlabelled,
each at alpha 0.5, 0.1, 0.05 and 0.01.

Usage: python generate_ppi_mean.py <out.json>
"""
import json
import sys

import numpy as np
from scipy import stats

OUT = sys.argv[1]
SEED = 20261208
ALPHAS = [0.5, 0.1, 0.05, 0.01]


def ppi_mean_pointestimate(Y, Yhat, Yhat_unlabeled, lam, w, w_unlabeled):
    return (w_unlabeled * lam * Yhat_unlabeled).mean(axis=0) + (
        w * (Y - lam * Yhat)
    ).mean(axis=0).squeeze()


def zconfint_generic(mean, std_mean, alpha):
    zcrit = stats.norm.ppf(1 - alpha / 2.)
    lower = mean - zcrit * std_mean
    upper = mean + zcrit * std_mean
    return lower, upper


def ppi_mean_ci(Y, Yhat, Yhat_unlabeled, alpha, lam=1):
    n = Y.shape[0]
    N = Yhat_unlabeled.shape[0]
    Y = Y.reshape(-1, 1)
    Yhat = Yhat.reshape(-1, 1)
    Yhat_unlabeled = Yhat_unlabeled.reshape(-1, 1)
    w = np.ones(n)[:, None]
    w_unlabeled = np.ones(N)[:, None]

    ppi_pointest = ppi_mean_pointestimate(Y, Yhat, Yhat_unlabeled, lam, w, w_unlabeled)

    imputed_std = (w_unlabeled * (lam * Yhat_unlabeled)).std(0) / np.sqrt(N)
    rectifier_std = (w * (Y - lam * Yhat)).std(0) / np.sqrt(n)

    std_mean = np.sqrt(imputed_std**2 + rectifier_std**2)
    lower, upper = zconfint_generic(ppi_pointest, std_mean, alpha)
    return float(np.squeeze(ppi_pointest)), float(std_mean[0]), float(lower[0]), float(upper[0])


def sample(rng, kind, size):
    """Labels and the judge's predictions of size items (continuous ones to 4 decimals, to keep the file small)."""
    if kind == "binary":
        y = (rng.random(size) < 0.6).astype(float)
        return y, np.where(rng.random(size) < 0.8, y, 1.0)
    if kind == "graded":
        y = rng.integers(0, 4, size).astype(float)
        return y, np.clip(y + rng.integers(-1, 2, size), 0, 3).astype(float)
    if kind == "continuous":
        y = np.round(rng.normal(0.5, 0.2, size), 4)
        return y, np.round(0.8 * y + rng.normal(0.15, 0.1, size), 4)
    if kind == "exact":
        y = np.round(rng.random(size), 4)
        return y, y.copy()
    y = np.round(rng.random(size), 4)
    return y, np.full(size, 0.25)


def main():
    rng = np.random.default_rng(SEED)
    cases = []
    sizes = [(1, 1), (1, 5), (2, 2), (3, 40), (10, 10)] + [(int(rng.integers(1, 201)), int(rng.integers(1, 1001)))
                                                          for _ in range(45)]
    for index, (n, big_n) in enumerate(sizes):
        kind = ["binary", "graded", "continuous", "exact", "constant"][index % 5]
        labels, predictions = sample(rng, kind, n)
        _, unlabeled = sample(rng, kind, big_n)
        intervals = []
        for alpha in ALPHAS:
            estimate, se, lower, upper = ppi_mean_ci(labels, predictions, unlabeled, alpha)
            intervals.append({"alpha": alpha, "lower": lower, "upper": upper})
        cases.append({"kind": kind, "labels": labels.tolist(), "predictions": predictions.tolist(),
                      "unlabeled": unlabeled.tolist(), "estimate": estimate, "standard_error": se,
                      "intervals": intervals})
    with open(OUT, "w", encoding="utf-8") as out:
        json.dump({"numpy": np.__version__, "seed": SEED, "cases": cases}, out)
        out.write("\n")


if __name__ == "__main__":
    main()
