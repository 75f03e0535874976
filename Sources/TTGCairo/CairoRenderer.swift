import CCairo
import CPango
import CPNG
import TTGScene
