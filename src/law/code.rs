use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use serde::Deserialize;
use sha2::{Digest, Sha256};

use super::params::{CodeOption, Params};

/// The code files embedded at build time, as `(file name, contents)`, sorted by name.
const EMBEDDED: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/law_codes.rs"));

/// Where an article's text was taken from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Origin {
    /// From the seed text the project received for the code.
    Seed,
    /// Not in the seed: quoted from a printing of the same code.
    Printing,
}

/// One article of a code, verbatim.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Article {
    /// The number as the code numbers it (`"7"`, `"XVI"`).
    pub number: String,
    /// The received text, OCR defects included.
    pub text: String,
    pub origin: Origin,
    /// The whole article with OCR defects corrected, where it has any.
    #[serde(default)]
    pub corrected: Option<String>,
    /// Each defect corrected, as `verbatim -> corrected`.
    #[serde(default)]
    pub corrections: Vec<String>,
    /// For text not from the seed: the printing and page it was found at.
    #[serde(default)]
    pub source_note: Option<String>,
    /// A note printed with the article (footnote, editor's remark), verbatim.
    #[serde(default)]
    pub note: Option<String>,
    /// Why software does not adjudicate this article (etiquette, a matter for the players), where
    /// no parameter reads it.
    #[serde(default)]
    pub not_adjudicable: Option<String>,
}

/// A law code: its identity, provenance and articles.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LawCode {
    pub id: String,
    pub title: String,
    pub short_title: String,
    pub source: String,
    pub provenance: String,
    /// What distinguishes this code from the others, in one paragraph.
    pub summary: String,
    #[serde(default)]
    pub preamble: Option<String>,
    pub articles: Vec<Article>,
    /// Game options the code offers (e.g. Philidor's country), by name.
    #[serde(default)]
    pub options: BTreeMap<String, CodeOption>,
    /// The typed parameters the articles set.
    #[serde(default)]
    pub params: Params,
    /// Articles software does not adjudicate, each with the reason (a matter of etiquette, a
    /// preamble to other articles, …).
    #[serde(default)]
    pub not_adjudicable: BTreeMap<String, String>,
    /// Hex SHA-256 of the file the code was read from; filled in by the loader.
    #[serde(skip)]
    pub digest: String,
}

/// The parameters every code states, where it is silent too: when castling is barred, whether
/// a pawn may be taken in passing and must be exchanged on the last square, and how a stalemate
/// scores. The board needs a value for each; a code silent on one states the reading it follows
/// (`by_analogy`, with a gloss), and its disputes on the point are heard as unprovided for.
pub const BOARD_RULES: [&str; 8] = [
    "castling_barred_if_king_or_rook_moved",
    "castling_barred_in_check",
    "castling_barred_through_attacked",
    "castling_barred_into_attacked",
    "castling_barred_if_men_between",
    "en_passant",
    "promotion_optional",
    "stalemate",
];

impl LawCode {
    /// Parses and validates one code file. `file` names the file in errors.
    pub fn parse(file: &str, contents: &str) -> Result<LawCode, LoadError> {
        let err = |key: &str, message: String| LoadError {
            file: file.to_owned(),
            key: key.to_owned(),
            message,
        };
        let mut code: LawCode = toml::from_str(contents).map_err(|e| {
            // toml reports the offending key and position in its message; keep it whole.
            err("", e.message().to_owned() + &span_note(contents, e.span()))
        })?;
        let stem = file.strip_suffix(".toml").unwrap_or(file);
        if code.id != stem {
            return Err(err(
                "id",
                format!("id `{}` does not match the file name `{file}`", code.id),
            ));
        }
        for (key, value) in [
            ("id", &code.id),
            ("title", &code.title),
            ("short_title", &code.short_title),
            ("source", &code.source),
            ("provenance", &code.provenance),
            ("summary", &code.summary),
        ] {
            if value.trim().is_empty() {
                return Err(err(key, "must not be empty".to_owned()));
            }
        }
        if code.articles.is_empty() {
            return Err(err(
                "articles",
                "a code needs at least one article".to_owned(),
            ));
        }
        let mut seen = BTreeSet::new();
        for (i, article) in code.articles.iter().enumerate() {
            let at = |field: &str| format!("articles[{i}].{field}");
            if article.number.trim().is_empty() {
                return Err(err(&at("number"), "must not be empty".to_owned()));
            }
            if !seen.insert(article.number.as_str()) {
                return Err(err(
                    &at("number"),
                    format!("duplicate article number `{}`", article.number),
                ));
            }
            if article.text.trim().is_empty() {
                return Err(err(
                    &at("text"),
                    format!("article `{}` has empty text", article.number),
                ));
            }
            if article.corrected.is_some() == article.corrections.is_empty() {
                return Err(err(
                    &at("corrections"),
                    format!(
                        "article `{}`: `corrected` and `corrections` go together",
                        article.number
                    ),
                ));
            }
        }
        for (name, option) in &code.options {
            let key = format!("options.{name}");
            if !option.values.contains(&option.default) {
                return Err(err(
                    &key,
                    format!("default `{}` is not one of its values", option.default),
                ));
            }
            code.check_articles(&option.articles)
                .map_err(|m| err(&key, m))?;
        }
        code.check_params().map_err(|(key, m)| err(&key, m))?;
        for (number, reason) in &code.not_adjudicable {
            let key = format!("not_adjudicable.{number}");
            code.check_articles(std::slice::from_ref(number))
                .map_err(|m| err(&key, m))?;
            if reason.trim().is_empty() {
                return Err(err(&key, "give the reason".to_owned()));
            }
        }
        code.digest = hex(&Sha256::digest(contents.as_bytes()));
        Ok(code)
    }

    /// Articles that neither set a parameter or option nor are marked not adjudicable.
    pub fn unread_articles(&self) -> Vec<&str> {
        let mut read: BTreeSet<&str> = BTreeSet::new();
        for info in self.params.infos() {
            read.extend(info.articles.iter().map(String::as_str));
        }
        for option in self.options.values() {
            read.extend(option.articles.iter().map(String::as_str));
        }
        read.extend(self.not_adjudicable.keys().map(String::as_str));
        self.articles
            .iter()
            .map(|a| a.number.as_str())
            .filter(|n| !read.contains(n))
            .collect()
    }

    fn check_articles(&self, articles: &[String]) -> Result<(), String> {
        if articles.is_empty() {
            return Err("names no article".to_owned());
        }
        for number in articles {
            if self.article(number).is_none() {
                return Err(format!(
                    "cites article `{number}`, which the code does not have"
                ));
            }
        }
        Ok(())
    }

    fn check_params(&self) -> Result<(), (String, String)> {
        // The board's own rules are stated by every code, where it is silent too (a reading by
        // analogy, with the gloss that says whose rule it borrows): the engine has no modern
        // value to fall back on.
        let infos = self.params.infos();
        if let Some(missing) = BOARD_RULES
            .iter()
            .find(|name| !infos.iter().any(|i| i.name == **name))
        {
            return Err((
                format!("params.{missing}"),
                "must be stated: a rule of the board, read by analogy with its gloss where the \
                 code is silent"
                    .to_owned(),
            ));
        }
        for info in infos {
            let key = format!("params.{}", info.name);
            // A reading by analogy may rest on no article of the code (it has none on the
            // point, nor any it could be read from): its gloss says whose rule it borrows.
            if !(info.by_analogy && info.articles.is_empty()) {
                self.check_articles(info.articles)
                    .map_err(|m| (key.clone(), m))?;
            }
            if info.follows.is_some() && !info.by_analogy {
                return Err((
                    key,
                    "names what it `follows` but is not `by_analogy`: only a borrowed reading \
                     follows other codes"
                        .to_owned(),
                ));
            }
            if info.by_analogy && info.gloss.is_none() {
                return Err((
                    key,
                    "is `by_analogy` without a gloss: a borrowed reading says whose rule it \
                     borrows"
                        .to_owned(),
                ));
            }
            if info.referred_but_provided {
                return Err((
                    key,
                    "is `referred` but not `by_analogy`: only a point the code is silent on goes \
                     to its third person"
                        .to_owned(),
                ));
            }
            match (info.has_value, &info.by_option) {
                (true, None) => {}
                (false, Some((option, mapped))) => {
                    let Some(declared) = self.options.get(*option) else {
                        return Err((key, format!("depends on unknown option `{option}`")));
                    };
                    if let Some(missing) = declared
                        .values
                        .iter()
                        .find(|v| !mapped.contains(&v.as_str()))
                    {
                        return Err((
                            key,
                            format!("has no value for option `{option}` = `{missing}`"),
                        ));
                    }
                }
                _ => {
                    return Err((
                        key,
                        "needs exactly one of `value` and `by_option`".to_owned(),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The article numbers some parameter or option reads.
    pub fn articles_read(&self) -> BTreeSet<&str> {
        let mut read: BTreeSet<&str> = BTreeSet::new();
        for option in self.options.values() {
            read.extend(option.articles.iter().map(String::as_str));
        }
        for info in self.params.infos() {
            read.extend(info.articles.iter().map(String::as_str));
        }
        read
    }

    /// Option choices in force: the given ones over the code's defaults. An unknown option or
    /// value is an error naming it.
    pub fn resolve_options(
        &self,
        given: &BTreeMap<String, String>,
    ) -> Result<BTreeMap<String, String>, String> {
        let mut resolved: BTreeMap<String, String> = self
            .options
            .iter()
            .map(|(k, o)| (k.clone(), o.default.clone()))
            .collect();
        for (k, v) in given {
            let Some(option) = self.options.get(k) else {
                return Err(format!("code `{}` has no option `{k}`", self.id));
            };
            if !option.values.contains(v) {
                return Err(format!(
                    "option `{k}` of code `{}` has no value `{v}`; it takes {}",
                    self.id,
                    option.values.join(", ")
                ));
            }
            resolved.insert(k.clone(), v.clone());
        }
        Ok(resolved)
    }

    /// The article with this number, if the code has one.
    pub fn article(&self, number: &str) -> Option<&Article> {
        self.articles.iter().find(|a| a.number == number)
    }
}

fn span_note(contents: &str, span: Option<std::ops::Range<usize>>) -> String {
    match span {
        Some(span) => {
            let line = contents[..span.start.min(contents.len())]
                .matches('\n')
                .count()
                + 1;
            format!(" (line {line})")
        }
        None => String::new(),
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A code file that failed to load: which file, which key, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    pub file: String,
    /// The key at fault (`articles[3].number`), or empty when the file does not parse at all.
    pub key: String,
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.key.is_empty() {
            write!(f, "law code `{}`: {}", self.file, self.message)
        } else {
            write!(
                f,
                "law code `{}`, key `{}`: {}",
                self.file, self.key, self.message
            )
        }
    }
}

impl std::error::Error for LoadError {}

/// Every law code the server applies, in a stable order (by id).
#[derive(Debug, Clone)]
pub struct Catalogue {
    codes: Vec<LawCode>,
}

impl Catalogue {
    /// Loads and validates the codes embedded in the binary.
    pub fn embedded() -> Result<Catalogue, LoadError> {
        Catalogue::from_files(EMBEDDED.iter().copied())
    }

    /// Loads and validates codes from `(file name, contents)` pairs.
    pub fn from_files<'a>(
        files: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Catalogue, LoadError> {
        let mut codes = files
            .into_iter()
            .map(|(file, contents)| LawCode::parse(file, contents))
            .collect::<Result<Vec<_>, _>>()?;
        codes.sort_by(|a, b| a.id.cmp(&b.id));
        Ok(Catalogue { codes })
    }

    pub fn codes(&self) -> &[LawCode] {
        &self.codes
    }

    pub fn get(&self, id: &str) -> Option<&LawCode> {
        self.codes.iter().find(|c| c.id == id)
    }

    /// The known ids, for messages that must say what would have been accepted.
    pub fn ids(&self) -> Vec<&str> {
        self.codes.iter().map(|c| c.id.as_str()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINIMAL: &str = r#"
id = "x"
title = "T"
short_title = "T"
source = "s"
provenance = "p"
summary = "sum"

[[articles]]
number = "1"
text = "If you touch your man, you must play it."
origin = "seed"

[[articles]]
number = "2"
text = "The men move and castle as is usual; stalemate is a drawn game."
origin = "seed"

[params]
castling_barred_if_king_or_rook_moved = { value = true, articles = ["2"] }
castling_barred_in_check = { value = true, articles = ["2"] }
castling_barred_through_attacked = { value = true, articles = ["2"] }
castling_barred_into_attacked = { value = true, articles = ["2"] }
castling_barred_if_men_between = { value = true, articles = ["2"] }
en_passant = { value = true, articles = ["2"] }
promotion_optional = { value = false, articles = ["2"] }
stalemate = { value = "draw", articles = ["2"] }
"#;

    #[test]
    fn a_minimal_code_loads_and_gets_a_digest() {
        let code = LawCode::parse("x.toml", MINIMAL).unwrap();
        assert_eq!(code.articles.len(), 2);
        assert_eq!(code.digest.len(), 64);
    }

    #[test]
    fn a_code_that_does_not_state_a_board_rule_is_refused_naming_it() {
        for rule in BOARD_RULES {
            let silent: String = MINIMAL
                .lines()
                .filter(|l| !l.starts_with(&format!("{rule} =")))
                .map(|l| format!("{l}\n"))
                .collect();
            let e = LawCode::parse("x.toml", &silent).unwrap_err();
            assert!(e.to_string().contains(&format!("params.{rule}")), "{e}");
        }
    }

    #[test]
    fn an_unknown_key_is_named_with_the_file() {
        let bad = MINIMAL.replace("origin = \"seed\"", "origin = \"seed\"\nverdict = 1");
        let e = LawCode::parse("x.toml", &bad).unwrap_err();
        assert_eq!(e.file, "x.toml");
        assert!(e.to_string().contains("verdict"), "{e}");
    }

    #[test]
    fn a_duplicate_article_number_is_refused() {
        let bad = format!(
            "{MINIMAL}\n[[articles]]\nnumber = \"1\"\ntext = \"again\"\norigin = \"seed\"\n"
        );
        let e = LawCode::parse("x.toml", &bad).unwrap_err();
        assert_eq!(e.key, "articles[2].number");
        assert!(e.message.contains("duplicate"), "{e}");
    }

    #[test]
    fn empty_text_is_refused() {
        let bad = MINIMAL.replace("If you touch your man, you must play it.", "  ");
        let e = LawCode::parse("x.toml", &bad).unwrap_err();
        assert_eq!(e.key, "articles[0].text");
    }

    #[test]
    fn not_adjudicable_names_an_article_and_a_reason() {
        let ok = format!("{MINIMAL}\n[not_adjudicable]\n\"1\" = \"etiquette\"\n");
        let code = LawCode::parse("x.toml", &ok).unwrap();
        assert!(code.unread_articles().is_empty());
        assert_eq!(
            LawCode::parse("x.toml", MINIMAL).unwrap().unread_articles(),
            ["1"]
        );
        let unknown = format!("{MINIMAL}\n[not_adjudicable]\n\"9\" = \"etiquette\"\n");
        let e = LawCode::parse("x.toml", &unknown).unwrap_err();
        assert_eq!(e.key, "not_adjudicable.9");
        let no_reason = format!("{MINIMAL}\n[not_adjudicable]\n\"1\" = \" \"\n");
        let e = LawCode::parse("x.toml", &no_reason).unwrap_err();
        assert!(e.message.contains("reason"), "{e}");
    }

    #[test]
    fn only_a_reading_by_analogy_may_be_referred() {
        let param = |extra: &str| {
            format!(
                "{MINIMAL}\n[params.castling_with_odds_rook]\nvalue = true\narticles =                  [\"1\"]\n{extra}"
            )
        };
        let referred = param("by_analogy = true\nreferred = true\ngloss = \"borrowed\"\n");
        assert!(LawCode::parse("x.toml", &referred).is_ok());
        let provided = param("referred = true\n");
        let e = LawCode::parse("x.toml", &provided).unwrap_err();
        assert_eq!(e.key, "params.castling_with_odds_rook");
        assert!(e.message.contains("by_analogy"), "{e}");
    }

    #[test]
    fn a_reading_by_analogy_may_rest_on_no_article_but_must_say_whose_rule_it_borrows() {
        let param = |extra: &str| {
            format!("{MINIMAL}\n[params.castling_with_odds_rook]\nvalue = true\n{extra}")
        };
        let borrowed = param("articles = []\nby_analogy = true\ngloss = \"as London XVI\"\n");
        assert!(LawCode::parse("x.toml", &borrowed).is_ok());
        // Unglossed, it would be a reading nobody could trace.
        let e = LawCode::parse("x.toml", &param("articles = []\nby_analogy = true\n")).unwrap_err();
        assert_eq!(e.key, "params.castling_with_odds_rook");
        assert!(e.message.contains("gloss"), "{e}");
        let e = LawCode::parse("x.toml", &param("articles = [\"1\"]\nby_analogy = true\n"))
            .unwrap_err();
        assert!(e.message.contains("gloss"), "{e}");
        // The code's own rule names the article that sets it, and follows no other code.
        let e = LawCode::parse("x.toml", &param("articles = []\n")).unwrap_err();
        assert!(e.message.contains("no article"), "{e}");
        let e = LawCode::parse(
            "x.toml",
            &param("articles = [\"1\"]\nfollows = \"London XVI\"\n"),
        )
        .unwrap_err();
        assert!(e.message.contains("follows"), "{e}");
    }

    #[test]
    fn an_id_that_disagrees_with_the_file_name_is_refused() {
        let e = LawCode::parse("y.toml", MINIMAL).unwrap_err();
        assert_eq!(e.key, "id");
    }

    #[test]
    fn the_embedded_codes_load() {
        let catalogue = Catalogue::embedded().unwrap();
        assert_eq!(
            catalogue.ids(),
            [
                "acknowledged-laws",
                "boys-own-1829",
                "london-1847",
                "philidor",
                "twenty-laws"
            ]
        );
    }
}
