(define (problem plan_trial_gmem_0048)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Knife_bar__plus_01_dot_00_bar__plus_01_dot_00_bar__minus_01_dot_53 - object
        Knife_bar__plus_01_dot_01_bar__plus_01_dot_00_bar__minus_01_dot_54 - object
        Ladle_bar__plus_01_dot_69_bar__plus_02_dot_10_bar__plus_00_dot_64 - object
        Bowl_bar__plus_01_dot_70_bar__plus_02_dot_10_bar__plus_00_dot_63 - object
        Pot_bar__minus_00_dot_48_bar__plus_00_dot_05_bar__minus_01_dot_60 - object
        DishSponge_bar__plus_01_dot_16_bar__plus_00_dot_96_bar__minus_01_dot_66 - object
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 - receptacle
        Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 - receptacle
        CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 - receptacle
        Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 - receptacle
        Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 - receptacle
        Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin - receptacle
        loc_bar__minus_2_bar__minus_2_bar_2_bar_0 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_2_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar_0_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar_4_bar_1_bar_1_bar_0 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 CabinetType)
        (receptacleType CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 CounterTopType)
        (receptacleType Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 FridgeType)
        (receptacleType Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 MicrowaveType)
        (receptacleType Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin SinkBasinType)
        (objectType Knife_bar__plus_01_dot_00_bar__plus_01_dot_00_bar__minus_01_dot_53 KnifeType)
        (objectType Knife_bar__plus_01_dot_01_bar__plus_01_dot_00_bar__minus_01_dot_54 KnifeType)
        (objectType Ladle_bar__plus_01_dot_69_bar__plus_02_dot_10_bar__plus_00_dot_64 LadleType)
        (objectType Bowl_bar__plus_01_dot_70_bar__plus_02_dot_10_bar__plus_00_dot_63 BowlType)
        (objectType Pot_bar__minus_00_dot_48_bar__plus_00_dot_05_bar__minus_01_dot_60 PotType)
        (objectType DishSponge_bar__plus_01_dot_16_bar__plus_00_dot_96_bar__minus_01_dot_66 DishSpongeType)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType LadleType)
        (canContain CabinetType PotType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LadleType)
        (canContain CounterTopType PotType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BowlType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LadleType)
        (canContain SinkBasinType PotType)
        (pickupable Knife_bar__plus_01_dot_00_bar__plus_01_dot_00_bar__minus_01_dot_53)
        (cleanable Knife_bar__plus_01_dot_00_bar__plus_01_dot_00_bar__minus_01_dot_53)
        (pickupable Knife_bar__plus_01_dot_01_bar__plus_01_dot_00_bar__minus_01_dot_54)
        (cleanable Knife_bar__plus_01_dot_01_bar__plus_01_dot_00_bar__minus_01_dot_54)
        (pickupable Ladle_bar__plus_01_dot_69_bar__plus_02_dot_10_bar__plus_00_dot_64)
        (cleanable Ladle_bar__plus_01_dot_69_bar__plus_02_dot_10_bar__plus_00_dot_64)
        (pickupable Bowl_bar__plus_01_dot_70_bar__plus_02_dot_10_bar__plus_00_dot_63)
        (isReceptacleObject Bowl_bar__plus_01_dot_70_bar__plus_02_dot_10_bar__plus_00_dot_63)
        (cleanable Bowl_bar__plus_01_dot_70_bar__plus_02_dot_10_bar__plus_00_dot_63)
        (coolable Bowl_bar__plus_01_dot_70_bar__plus_02_dot_10_bar__plus_00_dot_63)
        (pickupable Pot_bar__minus_00_dot_48_bar__plus_00_dot_05_bar__minus_01_dot_60)
        (isReceptacleObject Pot_bar__minus_00_dot_48_bar__plus_00_dot_05_bar__minus_01_dot_60)
        (cleanable Pot_bar__minus_00_dot_48_bar__plus_00_dot_05_bar__minus_01_dot_60)
        (coolable Pot_bar__minus_00_dot_48_bar__plus_00_dot_05_bar__minus_01_dot_60)
        (pickupable DishSponge_bar__plus_01_dot_16_bar__plus_00_dot_96_bar__minus_01_dot_66)
        (cleanable DishSponge_bar__plus_01_dot_16_bar__plus_00_dot_96_bar__minus_01_dot_66)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67)
        (openable Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59)
        (openable Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (openable Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Knife_bar__plus_01_dot_00_bar__plus_01_dot_00_bar__minus_01_dot_53 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (inReceptacle Knife_bar__plus_01_dot_01_bar__plus_01_dot_00_bar__minus_01_dot_54 CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52)
        (inReceptacle Ladle_bar__plus_01_dot_69_bar__plus_02_dot_10_bar__plus_00_dot_64 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67)
        (inReceptacle Bowl_bar__plus_01_dot_70_bar__plus_02_dot_10_bar__plus_00_dot_63 Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67)
        (inReceptacle Pot_bar__minus_00_dot_48_bar__plus_00_dot_05_bar__minus_01_dot_60 Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55)
        (inReceptacle DishSponge_bar__plus_01_dot_16_bar__plus_00_dot_96_bar__minus_01_dot_66 Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_05_bar__plus_00_dot_67 loc_bar_4_bar_1_bar_1_bar_0)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_66_bar__plus_02_dot_06_bar__minus_00_dot_59 loc_bar_2_bar_0_bar_1_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_99_bar__plus_00_dot_95_bar__minus_01_dot_52 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (receptacleAtLocation Fridge_bar__minus_00_dot_53_bar__plus_00_dot_00_bar__minus_01_dot_55 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (receptacleAtLocation Microwave_bar__plus_01_dot_75_bar__plus_00_dot_90_bar__minus_00_dot_84 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_10_bar__plus_00_dot_91_bar__minus_01_dot_60_bar_SinkBasin loc_bar_4_bar__minus_3_bar_2_bar_30)
        (objectAtLocation Knife_bar__plus_01_dot_00_bar__plus_01_dot_00_bar__minus_01_dot_53 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (objectAtLocation Knife_bar__plus_01_dot_01_bar__plus_01_dot_00_bar__minus_01_dot_54 loc_bar_2_bar__minus_3_bar_2_bar_30)
        (objectAtLocation Ladle_bar__plus_01_dot_69_bar__plus_02_dot_10_bar__plus_00_dot_64 loc_bar_4_bar_1_bar_1_bar_0)
        (objectAtLocation Bowl_bar__plus_01_dot_70_bar__plus_02_dot_10_bar__plus_00_dot_63 loc_bar_4_bar_1_bar_1_bar_0)
        (objectAtLocation Pot_bar__minus_00_dot_48_bar__plus_00_dot_05_bar__minus_01_dot_60 loc_bar__minus_2_bar__minus_2_bar_2_bar_0)
        (objectAtLocation DishSponge_bar__plus_01_dot_16_bar__plus_00_dot_96_bar__minus_01_dot_66 loc_bar_4_bar__minus_3_bar_2_bar_30)
        )

(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 KnifeType)
                                    (receptacleType ?r SinkBasinType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 KnifeType)
                                            (receptacleType ?r SinkBasinType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
