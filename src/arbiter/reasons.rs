//! The tracer: every parameter the engine reads records the articles that set it, so a ruling
//! cites exactly the articles that decided it, in the order they were read.

use std::collections::BTreeMap;

use crate::law::params::{Grounds, Param, ParamId, Params, Reader};
use crate::law::{Catalogue, LawCode};

/// One article a ruling rests on: its number and exact text, and our reading where the text is
/// ambiguous.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Citation {
    pub article: String,
    pub text: String,
    pub gloss: Option<String>,
    /// The code is silent and the rule was borrowed by analogy.
    pub by_analogy: bool,
}

/// A parameter read once, for a value that shapes a ruling only where a later finding holds:
/// its value decides, and its articles are cited ([`Reasons::cite_held`]) only if that finding is
/// stated. One read serves both, so no parameter is read a second time only to be cited.
#[derive(Debug)]
pub struct Held<'c, T> {
    pub value: &'c T,
    grounds: Grounds<'c>,
}

// A reference and the grounds it came with, whatever `T` is (a derive would ask `T: Copy`).
impl<T> Clone for Held<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Held<'_, T> {}

/// Collects citations while a ruling is made.
pub struct Reasons<'c> {
    code: &'c LawCode,
    /// The other codes, for a point this one is silent on: whose rule the analogy borrows.
    catalogue: &'c Catalogue,
    options: &'c BTreeMap<String, String>,
    cited: Vec<Citation>,
    /// The articles of every reading by analogy the ruling rests on, in the order read.
    analogies: Vec<String>,
    /// A reading by analogy the ruling rests on is one the code sends to a third person.
    referred: bool,
    /// Claim windows the code is silent on, borrowed by analogy: they determine a ruling only
    /// where they bar the claim, so they are cited only then ([`Reasons::cite_barring_limits`]).
    borrowed_limits: Vec<(&'c [String], Option<&'c str>)>,
}

impl<'c> Reasons<'c> {
    pub fn new(
        code: &'c LawCode,
        catalogue: &'c Catalogue,
        options: &'c BTreeMap<String, String>,
    ) -> Reasons<'c> {
        Reasons {
            code,
            catalogue,
            options,
            cited: Vec::new(),
            analogies: Vec::new(),
            referred: false,
            borrowed_limits: Vec::new(),
        }
    }

    /// Reads a parameter and cites its articles. `None`: the code does not provide for the
    /// point, and nothing is cited. A value the code is silent on and that was borrowed by
    /// analogy marks the ruling as resting on that analogy ([`Reasons::analogies`]).
    pub fn read<T>(
        &mut self,
        select: impl Fn(&'c Params) -> &'c Option<Param<T>>,
    ) -> Option<&'c T> {
        let held = self.hold(select)?;
        self.cite_held(held);
        Some(held.value)
    }

    /// Reads a parameter without citing it yet: see [`Held`]. `None`: the code does not
    /// provide for the point.
    pub fn hold<T>(
        &self,
        select: impl Fn(&'c Params) -> &'c Option<Param<T>>,
    ) -> Option<Held<'c, T>> {
        let param = self.law().param(&select)?;
        let value = self.law().value(&select)?;
        Some(Held {
            value,
            grounds: param.grounds(self.options)?,
        })
    }

    /// Cites a parameter held by [`Reasons::hold`]: the finding it decided is stated.
    pub fn cite_held<T>(&mut self, held: Held<'c, T>) {
        self.rest_on(held.grounds);
    }

    /// Cites the parameter that decided a finding, without reading its value: one the replay
    /// applied (the fact keeps which, as a ply's `lawful_by` does), or the rule of the code that
    /// makes a fact of the board what the finding says it is (the bar a castling broke, the
    /// article whose reach a finding denies). `false`: the code does not provide for the point.
    pub fn cite_ground(&mut self, id: ParamId) -> bool {
        let Some(grounds) = self.code.params.grounds(id, self.options) else {
            return false;
        };
        self.rest_on(grounds);
        true
    }

    /// [`Reasons::cite_ground`], where the code provides for the point in its own words (see
    /// [`Reasons::read_own`]).
    pub fn cite_own_ground(&mut self, id: ParamId) -> bool {
        match self.code.params.grounds(id, self.options) {
            Some(grounds) if !grounds.by_analogy => {
                self.rest_on(grounds);
                true
            }
            _ => false,
        }
    }

    /// Cites a parameter's articles (and the option's its value depends on); one the code is
    /// silent on, borrowed by analogy, marks the ruling as resting on that analogy.
    fn rest_on(&mut self, grounds: Grounds<'c>) {
        self.cite_grounds(grounds);
        if grounds.by_analogy {
            for number in grounds.articles {
                if !self.analogies.contains(number) {
                    self.analogies.push(number.clone());
                }
            }
            self.referred |= grounds.referred;
        }
    }

    /// Whether a reading by analogy read so far is one the code sends to a third person.
    pub fn referred(&self) -> bool {
        self.referred
    }

    /// Keeps only the citations of the given articles: for a point referred, what decided is
    /// the silence the reading fills and the article that sends the point on, not the claim's
    /// other terms.
    pub fn keep_only(&mut self, articles: &[String]) {
        self.cited.retain(|c| articles.contains(&c.article));
    }

    /// Reads a limit (a claim window) and cites the code's own articles for it, without marking
    /// the ruling as resting on an analogy: a limit borrowed by analogy decides a ruling only
    /// where it bars the claim (a claim it bars is out of time, not upheld), so it is held back
    /// and cited by [`Reasons::cite_barring_limits`] only then.
    pub fn read_limit<T>(
        &mut self,
        select: impl Fn(&'c Params) -> &'c Option<Param<T>>,
    ) -> Option<&'c T> {
        let param = self.law().param(&select)?;
        if param.by_analogy {
            let value = self.law().value(&select)?;
            self.borrowed_limits
                .push((&param.articles[..], param.gloss.as_deref()));
            return Some(value);
        }
        let value = self.law().value(&select)?;
        self.cite_grounds(param.grounds(self.options)?);
        Some(value)
    }

    /// Cites a claim window that decided a finding without reading its value (the replay closed
    /// the window, or the finding is that it is still open), as [`Reasons::read_limit`] cites:
    /// one borrowed by analogy is held back until it bars the claim.
    pub fn cite_limit(&mut self, id: ParamId) {
        let Some(grounds) = self.code.params.grounds(id, self.options) else {
            return;
        };
        if grounds.by_analogy {
            self.borrowed_limits.push((grounds.articles, grounds.gloss));
        } else {
            self.cite_grounds(grounds);
        }
    }

    /// Reads a limit the code sets for another irregularity, applied by analogy to one it does
    /// not provide for: held back like a limit borrowed from another code, and cited only where
    /// it bars the claim.
    pub fn read_limit_by_analogy<T>(
        &mut self,
        select: impl Fn(&'c Params) -> &'c Option<Param<T>>,
    ) -> Option<&'c T> {
        let param = self.law().param(&select)?;
        self.borrowed_limits
            .push((&param.articles[..], param.gloss.as_deref()));
        self.law().value(&select)
    }

    /// Cites the borrowed claim windows read so far: the claim came too late, and they are what
    /// barred it.
    pub fn cite_barring_limits(&mut self) {
        for (articles, gloss) in std::mem::take(&mut self.borrowed_limits) {
            self.cite_articles(articles, gloss, true);
        }
    }

    /// The articles of the readings by analogy this ruling has read so far: where a ruling rests
    /// on any, the code did not provide for the point and Tertius decides it as the third
    /// person.
    pub fn analogies(&self) -> &[String] {
        &self.analogies
    }

    /// The reader every parameter is read through, here and in the replay.
    fn law(&self) -> Reader<'c, 'c> {
        Reader::new(&self.code.params, self.options)
    }

    fn cite_grounds(&mut self, grounds: Grounds<'c>) {
        if let Some(option) = grounds.option.and_then(|o| self.code.options.get(o)) {
            self.cite_articles(&option.articles, option.gloss.as_deref(), false);
        }
        self.cite_articles(grounds.articles, grounds.gloss, grounds.by_analogy);
    }

    /// The value in force, not yet cited: for a value that shapes a ruling only if a later
    /// finding holds, so that it is cited (with [`Reasons::read`]) only then.
    pub fn value<T>(&self, select: impl Fn(&'c Params) -> &'c Option<Param<T>>) -> Option<&'c T> {
        self.law().value(select)
    }

    /// The codes that provide for a point this code is silent on, with their articles, in
    /// words ("Philidor's Rules IX, London Chess Club Code (1847) XXI"): read from the data, so
    /// an analogy names whatever codes are loaded and the engine names none.
    pub fn analogy<T: 'c>(&self, select: impl Fn(&'c Params) -> &'c Option<Param<T>>) -> String {
        self.analogy_where(select, |_| true)
    }

    /// [`Reasons::analogy`], naming only the codes whose value is one `keep` accepts (under
    /// some option of theirs, where the value depends on one): the codes a reading borrows
    /// from, not every code that speaks of the point.
    pub fn analogy_where<T: 'c>(
        &self,
        select: impl Fn(&'c Params) -> &'c Option<Param<T>>,
        keep: impl Fn(&T) -> bool,
    ) -> String {
        // A reading the code's data states names what it follows itself: the words do not move
        // with the codes loaded beside it.
        if let Some(follows) = self
            .law()
            .param(&select)
            .filter(|p| p.by_analogy)
            .and_then(|p| p.follows.as_ref())
        {
            return follows.clone();
        }
        let provided: Vec<String> = self
            .other_codes()
            .filter_map(|c| {
                let param = select(&c.params).as_ref()?;
                let kept = param.value.as_ref().is_some_and(&keep)
                    || param
                        .by_option
                        .as_ref()
                        .is_some_and(|by| by.values.values().any(&keep));
                (kept && !param.by_analogy && !param.articles.is_empty())
                    .then(|| format!("{} {}", c.short_title, param.articles.join(", ")))
            })
            .collect();
        if provided.is_empty() {
            "no code loaded provides for it".to_owned()
        } else {
            provided.join("; ")
        }
    }

    /// The codes loaded other than this one: those an analogy may borrow from.
    fn other_codes(&self) -> impl Iterator<Item = &'c LawCode> + '_ {
        self.catalogue
            .codes()
            .iter()
            .filter(|c| c.id != self.code.id)
    }

    /// [`Reasons::read`], where the code provides for the point in its own words: a reading by
    /// analogy its data states for a board rule it is silent on (the capture in passing, say,
    /// which the board needs a value for) is neither read nor cited, and a dispute on the point
    /// is heard as one the code does not provide for.
    pub fn read_own<T>(
        &mut self,
        select: impl Fn(&'c Params) -> &'c Option<Param<T>>,
    ) -> Option<&'c T> {
        if self.law().param(&select)?.by_analogy {
            return None;
        }
        self.read(select)
    }

    /// [`Reasons::value`], where the code provides for the point in its own words (see
    /// [`Reasons::read_own`]).
    pub fn value_own<T>(
        &self,
        select: impl Fn(&'c Params) -> &'c Option<Param<T>>,
    ) -> Option<&'c T> {
        if self.law().param(&select)?.by_analogy {
            return None;
        }
        self.law().value(select)
    }

    /// The code provides for the point in its own words: a value is in force, and it is not a
    /// reading by analogy its data states for a point the code is silent on.
    pub fn provides<T: 'c>(&self, select: impl Fn(&'c Params) -> &'c Option<Param<T>>) -> bool {
        self.value_own(select).is_some()
    }

    /// The value in force is a reading by analogy: the code is silent on the point, and the
    /// data borrows it (for a ruling whose other terms follow the borrowed article).
    pub fn borrowed<T: 'c>(&self, select: impl Fn(&'c Params) -> &'c Option<Param<T>>) -> bool {
        self.law().param(select).is_some_and(|p| p.by_analogy)
    }

    /// The articles that set a parameter, for a sentence that names them (citing is `read`'s).
    pub fn articles<T: 'c>(
        &self,
        select: impl Fn(&'c Params) -> &'c Option<Param<T>>,
    ) -> Vec<String> {
        self.law()
            .param(select)
            .map(|p| p.articles.clone())
            .unwrap_or_default()
    }

    fn cite_articles(&mut self, articles: &[String], gloss: Option<&str>, by_analogy: bool) {
        for number in articles {
            let Some(article) = self.code.article(number) else {
                continue; // validated at load: every cited article exists
            };
            if let Some(existing) = self.cited.iter_mut().find(|c| c.article == *number) {
                if existing.gloss.is_none() {
                    existing.gloss = gloss.map(str::to_owned);
                }
                existing.by_analogy |= by_analogy;
                continue;
            }
            self.cited.push(Citation {
                article: number.clone(),
                text: article.text.clone(),
                gloss: gloss.map(str::to_owned),
                by_analogy,
            });
        }
    }

    pub fn into_citations(self) -> Vec<Citation> {
        self.cited
    }
}
