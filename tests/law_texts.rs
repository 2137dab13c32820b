//! The law is quoted exactly: every article said to come from a seed text appears in that seed,
//! word for word (line breaks joined), and the catalogue holds the five codes in full.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use tertius::law::{Catalogue, Origin};

fn normalise(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn seeds() -> BTreeMap<String, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/seeds");
    fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, normalise(&fs::read_to_string(&p).unwrap()))
        })
        .collect()
}

/// Which seed file holds each code's text (laws.md's table).
const SEED_OF: [(&str, &str); 5] = [
    ("twenty-laws", "000_fa493eb27410e494.txt"),
    ("boys-own-1829", "001_24492385b60e67ce.txt"),
    ("philidor", "002_9033ebd6e7041b02.txt"),
    ("acknowledged-laws", "003_0ee8d346e3b27cdd.txt"),
    ("london-1847", "004_75f8aba390767580.txt"),
];

#[test]
fn every_seed_article_is_verbatim_from_its_seed() {
    let catalogue = Catalogue::embedded().unwrap();
    let seeds = seeds();
    for (id, seed) in SEED_OF {
        let code = catalogue.get(id).unwrap();
        let text = &seeds[seed];
        for article in code.articles.iter().filter(|a| a.origin == Origin::Seed) {
            assert!(
                text.contains(&normalise(&article.text)),
                "{id} article {} is not verbatim from {seed}",
                article.number
            );
        }
        if let Some(preamble) = &code.preamble {
            assert!(
                text.contains(&normalise(preamble)),
                "{id} preamble is not verbatim"
            );
        }
    }
}

#[test]
fn the_codes_have_their_full_article_counts() {
    let catalogue = Catalogue::embedded().unwrap();
    for (id, count) in [
        ("twenty-laws", 20),
        ("boys-own-1829", 11),
        ("philidor", 17),
        ("acknowledged-laws", 14),
        ("london-1847", 26),
    ] {
        assert_eq!(catalogue.get(id).unwrap().articles.len(), count, "{id}");
    }
}

#[test]
fn london_1847_marks_the_printed_laws_as_not_from_the_seed() {
    let catalogue = Catalogue::embedded().unwrap();
    let code = catalogue.get("london-1847").unwrap();
    let from_seed = ["VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV"];
    for article in &code.articles {
        let expected = if from_seed.contains(&article.number.as_str()) {
            Origin::Seed
        } else {
            Origin::Printing
        };
        assert_eq!(article.origin, expected, "law {}", article.number);
        if article.origin == Origin::Printing {
            assert!(
                article.source_note.is_some(),
                "law {} has no source note",
                article.number
            );
        }
    }
}

#[test]
fn ocr_corrections_are_recorded_beside_the_verbatim_text() {
    let catalogue = Catalogue::embedded().unwrap();
    let philidor = catalogue.get("philidor").unwrap();
    let xiii = philidor.article("XIII").unwrap();
    assert!(
        xiii.text.contains("cheek"),
        "the verbatim text keeps the OCR defect"
    );
    let corrected = xiii.corrected.as_deref().unwrap();
    assert!(corrected.contains("check") && !corrected.contains("cheek"));
}
